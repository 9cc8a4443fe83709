// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { TemplateList } from './TemplateList';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const welcome = {
  id: 't1',
  name: 'E-mail de bienvenue',
  type: 'welcome',
  subject: 'Bienvenue {firstName}',
  content: '<p>Bonjour {firstName}</p><script>parent.document.title = "piraté"</script>',
};
const promo = {
  id: 't2',
  name: 'Offre promotionnelle',
  type: 'promotion',
  subject: 'Jusqu’à {discount}',
  content: '<p>-{discount}</p>',
};

function setup(overrides: Partial<Record<string, unknown>> = {}) {
  const dataProvider = {
    getList: vi.fn().mockResolvedValue({ data: [welcome, promo], total: 2 }),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 't3' } })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({
      data: { ...data, id },
    })),
    delete: vi.fn(async (_r: string, { previousData }: { previousData: object }) => ({ data: previousData })),
    sendTemplateTest: vi.fn().mockResolvedValue({ to: 'admin@example.com' }),
    ...overrides,
  };
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TemplateList />
    </AdminContext>,
  );
  return dataProvider;
}

const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('TemplateList', () => {
  it('lists the templates with their French type badges, then shows the empty pane', async () => {
    setup();
    expect(screen.getByText('Templates Email')).toBeInTheDocument();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    const first = await row('E-mail de bienvenue');
    expect(within(first).getByText('Bienvenue {firstName}')).toBeInTheDocument();
    expect(within(first).getByText('Bienvenue')).toBeInTheDocument();
    expect(within(await row('Offre promotionnelle')).getByText('Promotion')).toBeInTheDocument();
    expect(screen.getByText('Aucun template sélectionné')).toBeInTheDocument();
  });

  it('shows the empty list text', async () => {
    setup({ getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) });
    expect(await screen.findByText('Aucun template disponible')).toBeInTheDocument();
  });

  it('shows the load error banner', async () => {
    setup({ getList: vi.fn().mockRejectedValue(new Error('panne')) });
    expect(await screen.findByText('Erreur lors du chargement des templates')).toBeInTheDocument();
  });

  it('refuses to save an incomplete template and saves nothing', async () => {
    const dp = setup();
    await row('E-mail de bienvenue');
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau Template' }));
    expect(screen.getByText('Créer un template')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Nom du template/), { target: { value: 'Relance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Tous les champs sont requis')).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
    // The banner stays until dismissed.
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Tous les champs sont requis')).toBeNull();
  });

  it('creates a template through the data provider and returns to no selection', async () => {
    const dp = setup();
    await row('E-mail de bienvenue');
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau Template' }));
    fireEvent.change(screen.getByLabelText(/Nom du template/), { target: { value: 'Relance' } });
    fireEvent.change(screen.getByLabelText(/Sujet de l'email/), { target: { value: 'Votre devis' } });
    fireEvent.click(screen.getByRole('button', { name: /Contenu HTML/ }));
    const area = screen.getByRole('textbox', { name: 'Contenu HTML' });
    fireEvent.change(area, { target: { value: '<p>Bonjour</p>' } });
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Template créé avec succès')).toBeInTheDocument();
    expect(dp.create).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({
        data: { name: 'Relance', type: 'newsletter', subject: 'Votre devis', content: '<p>Bonjour</p>' },
      }),
    );
    expect(screen.getByText('Aucun template sélectionné')).toBeInTheDocument();
  });

  it('edits a template and reports the update', async () => {
    const dp = setup();
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Modifier' }));
    expect(screen.getByText('Modifier le template')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Sujet de l'email/), { target: { value: 'Nouveau sujet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Template mis à jour avec succès')).toBeInTheDocument();
    expect(dp.update).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({ id: 't2', data: expect.objectContaining({ subject: 'Nouveau sujet' }) }),
    );
  });

  it('reports a failed save', async () => {
    setup({ update: vi.fn().mockRejectedValue(new Error('refusé')) });
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Modifier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
  });

  it('previews in a script-less sandboxed iframe with the placeholders filled', async () => {
    setup();
    fireEvent.click(await screen.findByText('E-mail de bienvenue'));
    const frame = (await screen.findByTitle(/Aperçu du template/)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Bonjour Marie</p>');
    expect(frame.getAttribute('srcdoc')).not.toContain('{firstName}');
    expect(screen.getByText('Bienvenue Marie')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(frame.dataset.device).toBe('mobile');
    expect(getComputedStyle(frame).width).toBe('375px');
  });

  it('copies the HTML and says "Copié" for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    fireEvent.click(within(await row('E-mail de bienvenue')).getByRole('button', { name: 'Aperçu' }));
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier HTML' }));
    });
    expect(writeText).toHaveBeenCalledWith(welcome.content);
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copier HTML' })).toBeInTheDocument();
  });

  it('sends a test to the signed-in administrator', async () => {
    const dp = setup();
    fireEvent.click(await screen.findByText('E-mail de bienvenue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer un test' }));
    expect(await screen.findByText('E-mail de test envoyé à admin@example.com')).toBeInTheDocument();
    expect(dp.sendTemplateTest).toHaveBeenCalledWith('t1');
  });

  it('deletes after the confirmation', async () => {
    const dp = setup();
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByText('Êtes-vous sûr de vouloir supprimer ce template ?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Template supprimé avec succès')).toBeInTheDocument();
    expect(dp.delete).toHaveBeenCalledWith('templates', expect.objectContaining({ id: 't2' }));
  });
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

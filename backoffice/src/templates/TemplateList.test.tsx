// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown } from '../layout/testing';
import { currentPath, fakeDataProvider, promo, renderTemplates, welcome } from './testing';

// The machine is shared: leave react-admin's queries time to settle.

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
const UNSAVED =
  'Certains changements n’ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?';

async function fillNewTemplate() {
  fireEvent.change(await screen.findByLabelText(/Nom du template/), { target: { value: 'Relance' } });
  fireEvent.change(screen.getByLabelText(/Sujet de l’email/), { target: { value: 'Votre devis' } });
  fireEvent.click(screen.getByRole('button', { name: /Contenu HTML/ }));
  fireEvent.change(screen.getByRole('textbox', { name: /Contenu HTML/ }), {
    target: { value: '<p>Bonjour</p>' },
  });
}

describe('the templates list (/templates)', () => {
  it('lists the templates by name with their French type badges, nothing selected', async () => {
    const dp = renderTemplates();
    expect(screen.getByText('Templates Email')).toBeInTheDocument();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    const first = await row('E-mail de bienvenue');
    expect(within(first).getByText('Bienvenue {firstName}')).toBeInTheDocument();
    expect(within(first).getByText('Bienvenue')).toBeInTheDocument();
    expect(within(await row('Offre promotionnelle')).getByText('Promotion')).toBeInTheDocument();
    expect(screen.getByText('Aucun template sélectionné')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'name', order: 'ASC' },
      }),
    );
  });

  it('shows the empty list text', async () => {
    renderTemplates(
      '/templates',
      fakeDataProvider({ getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) }),
    );
    expect(await screen.findByText('Aucun template disponible')).toBeInTheDocument();
  });

  it('when the platform fails, shows the error only, then the templates once « Réessayer » succeeds', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [welcome, promo], total: 2 });
    getList.mockRejectedValueOnce(platformDown());
    renderTemplates('/templates', fakeDataProvider({ getList }));
    await expectLoadErrorOnly('Erreur lors du chargement des templates', ['Aucun template disponible']);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await row('Offre promotionnelle')).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement des templates')).toBeNull();
  });

  it('deletes after the confirmation', async () => {
    const dp = renderTemplates();
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByText('Êtes-vous sûr de vouloir supprimer ce template ?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Template supprimé avec succès')).toBeInTheDocument();
    expect(dp.delete).toHaveBeenCalledWith('templates', expect.objectContaining({ id: 't2' }));
  });
});

describe('creating a template (/templates/create)', () => {
  it('opens from « Nouveau Template » at its own address', async () => {
    renderTemplates();
    fireEvent.click(await screen.findByRole('link', { name: 'Nouveau Template' }));
    expect(await screen.findByText('Créer un template')).toBeInTheDocument();
    expect(currentPath()).toBe('/templates/create');
  });

  it('refuses an incomplete template with the expected banner and saves nothing (docs/product.md#bandeaux-et-messages)', async () => {
    const dp = renderTemplates('/templates/create');
    fireEvent.change(await screen.findByLabelText(/Nom du template/), { target: { value: 'Relance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Tous les champs sont requis')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est requis.')).toHaveLength(2);
    expect(dp.create).not.toHaveBeenCalled();
    // The banner stays until dismissed.
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Tous les champs sont requis')).toBeNull();
  });

  it('saves in one click while the HTML area is still open, then shows the list with the banner', async () => {
    const dp = renderTemplates('/templates/create');
    await fillNewTemplate();
    // No Ctrl+Enter: the area is still being edited when « Créer » is clicked.
    expect(screen.getByRole('textbox', { name: /Contenu HTML/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Template créé avec succès')).toBeInTheDocument();
    expect(dp.create).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({
        data: { name: 'Relance', type: 'newsletter', subject: 'Votre devis', content: '<p>Bonjour</p>' },
      }),
    );
    expect(await screen.findByText('Aucun template sélectionné')).toBeInTheDocument();
    expect(currentPath()).toBe('/templates');
  });

  it('warns before a navigation drops what was typed; « Annuler » drops it without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderTemplates('/templates/create');
    await fillNewTemplate();
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(currentPath()).toBe('/templates/create');
    expect(screen.getByLabelText(/Nom du template/)).toHaveValue('Relance');

    confirm.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Aucun template sélectionné')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('editing a template (/templates/:id)', () => {
  it('opens the form at the template’s address (a reload keeps it) and saves only its fields', async () => {
    const dp = renderTemplates('/templates/t2');
    expect(await screen.findByText('Modifier le template')).toBeInTheDocument();
    const subject = await screen.findByDisplayValue('Jusqu’à {discount}');
    expect(within(await row('Offre promotionnelle')).getByRole('link')).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.change(subject, { target: { value: 'Nouveau sujet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Template mis à jour avec succès')).toBeInTheDocument();
    expect(dp.update).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({
        id: 't2',
        data: { name: promo.name, type: 'promotion', subject: 'Nouveau sujet', content: promo.content },
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/templates'));
  });

  it('opens from the row’s « Modifier » button', async () => {
    renderTemplates();
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Modifier' }));
    expect(await screen.findByDisplayValue('Jusqu’à {discount}')).toBeInTheDocument();
    expect(currentPath()).toBe('/templates/t2');
  });

  it('reports a failed save and keeps the form', async () => {
    renderTemplates(
      '/templates/t2',
      fakeDataProvider({ update: vi.fn().mockRejectedValue(new Error('refusé')) }),
    );
    fireEvent.change(await screen.findByDisplayValue('Jusqu’à {discount}'), { target: { value: 'Autre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
    expect(currentPath()).toBe('/templates/t2');
  });

  it('goes back to the list when the open template is deleted', async () => {
    renderTemplates('/templates/t2');
    await screen.findByDisplayValue('Jusqu’à {discount}');
    fireEvent.click(within(await row('Offre promotionnelle')).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Template supprimé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/templates'));
  });
});

describe('previewing a template (/templates/:id/show)', () => {
  it('opens from the row, in a script-less sandboxed iframe with the placeholders filled', async () => {
    renderTemplates();
    fireEvent.click(await screen.findByText('E-mail de bienvenue'));
    const frame = (await screen.findByTitle(/Aperçu du template/)) as HTMLIFrameElement;
    expect(currentPath()).toBe('/templates/t1/show');
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
    renderTemplates();
    fireEvent.click(within(await row('E-mail de bienvenue')).getByRole('button', { name: 'Aperçu' }));
    const copy = await screen.findByRole('button', { name: 'Copier HTML' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(welcome.content);
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copier HTML' })).toBeInTheDocument();
  });

  it('sends a test to the signed-in administrator', async () => {
    const dp = renderTemplates('/templates/t1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer un test' }));
    expect(await screen.findByText('E-mail de test envoyé à admin@example.com')).toBeInTheDocument();
    expect(dp.sendTemplateTest).toHaveBeenCalledWith('t1');
  });
});

describe('access', () => {
  it('asks the auth provider’s canAccess, and leaves for « Accès refusé » when it refuses', async () => {
    const canAccess = vi.fn().mockResolvedValue(false);
    renderTemplates('/templates/t2', fakeDataProvider(), {
      login: vi.fn(),
      logout: vi.fn(),
      checkAuth: vi.fn().mockResolvedValue(undefined),
      checkError: vi.fn().mockResolvedValue(undefined),
      canAccess,
    });
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
    expect(currentPath()).toBe('/access-denied');
    expect(screen.queryByText('Modifier le template')).toBeNull();
    expect(canAccess).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'templates', action: 'edit' }),
    );
  });
});

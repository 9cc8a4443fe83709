// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Notification, Resource, TestMemoryRouter, useLocation, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { ContentEditor } from './ContentEditor';
import { ContentRedirect } from './ContentRedirect';
import { TestAdminContext } from '../testing/TestAdminContext';

// The machine is shared: leave react-admin's queries time to settle.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LocationSpy = () => {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  );
};
const currentPath = () => screen.getByTestId('location').textContent;

const storedHome = {
  ...DEFAULT_CONTENT.home,
  id: 'content-home',
  heroTitle: 'Titre enregistré',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const libraryImage = {
  id: 'media-1',
  name: 'facade.webp',
  url: '/lm-files/f1/facade.webp',
  alt: 'Façade isolée par l’extérieur',
  folder: 'projets',
};

/** The content resource as App.tsx declares it, opened at `/content/<section>` (or at `path`). */
function renderEditor(stored: Record<string, unknown>[], section = 'home', path = `/content/${section}`) {
  const dataProvider = {
    getList: vi.fn((resource: string, params: { filter: { section: string } }) => {
      if (resource === 'media') return Promise.resolve({ data: [libraryImage], total: 1 });
      const data = stored.filter((doc) => doc.section === params.filter.section);
      return Promise.resolve({ data, total: data.length });
    }),
    update: vi.fn((_resource: string, params: { id: string; data: object }) =>
      Promise.resolve({ data: { ...params.data, id: params.id } }),
    ),
    create: vi.fn((_resource: string, params: { data: object }) =>
      Promise.resolve({ data: { ...params.data, id: 'new-id' } }),
    ),
  };
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <Routes>
          <Route
            path="/content/*"
            element={<Resource name="content" list={ContentRedirect} edit={ContentEditor} />}
          />
        </Routes>
        <LocationSpy />
        <Notification />
      </TestAdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

const saveButton = () => screen.queryByRole('button', { name: 'Enregistrer' });

describe('the content editor', () => {
  it('prefills the section from its stored document over the defaults, with back and preview links', async () => {
    const dataProvider = renderEditor([storedHome]);
    expect(await screen.findByDisplayValue('Titre enregistré')).toBeInTheDocument();
    expect(screen.getByLabelText('Sous-titre')).toHaveValue(DEFAULT_CONTENT.home.heroSubtitle);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'content',
      expect.objectContaining({ filter: { section: 'home' }, pagination: { page: 1, perPage: 1 } }),
    );
    expect(screen.getByRole('link', { name: /Retour au tableau de bord/ })).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: /Prévisualiser le site/ });
    expect(preview).toHaveAttribute('href', '/');
    expect(preview).toHaveAttribute('target', '_blank');
    for (const name of ['Accueil', 'À propos', 'Services', 'Contact', 'Pied de page'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accueil' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens each section at its own address: a tab is a link, /content opens the first', async () => {
    const dataProvider = renderEditor([storedHome], 'home', '/content');
    await screen.findByDisplayValue('Titre enregistré');
    expect(currentPath()).toBe('/content/home');
    fireEvent.click(screen.getByRole('tab', { name: 'À propos' }));
    expect(await screen.findByDisplayValue(DEFAULT_CONTENT.about.title)).toBeInTheDocument();
    expect(currentPath()).toBe('/content/about');
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'content',
      expect.objectContaining({ filter: { section: 'about' } }),
    );
  });

  it('opens the section of an address of the former kind, and the first for an unknown one', async () => {
    renderEditor([], 'services', '/content?section=services');
    await screen.findByDisplayValue(DEFAULT_CONTENT.services.title);
    expect(currentPath()).toBe('/content/services');
    cleanup();
    renderEditor([storedHome], 'home', '/content/inconnue');
    await screen.findByDisplayValue('Titre enregistré');
    expect(currentPath()).toBe('/content/home');
  });

  it('warns before another section drops unsaved changes, and keeps them when the user stays', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor([storedHome]);
    fireEvent.change(await screen.findByDisplayValue('Titre enregistré'), {
      target: { value: 'Pas encore enregistré' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'Certains changements n’ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?',
      ),
    );
    expect(currentPath()).toBe('/content/home');
    expect(screen.getByDisplayValue('Pas encore enregistré')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    await waitFor(() => expect(currentPath()).toBe('/content/services'));
  });

  it('shows the save button only once something changed, saves the exact section and hides it again', async () => {
    const dataProvider = renderEditor([storedHome]);
    const title = await screen.findByDisplayValue('Titre enregistré');
    expect(saveButton()).not.toBeInTheDocument();

    fireEvent.change(title, { target: { value: 'Votre maison, en mieux' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledOnce());
    const [resource, params] = dataProvider.update.mock.calls[0] as [string, Record<string, unknown>];
    expect(resource).toBe('content');
    expect(params.id).toBe('content-home');
    expect(params.data).toEqual({ ...DEFAULT_CONTENT.home, heroTitle: 'Votre maison, en mieux' });
    expect(await screen.findByText('Contenu enregistré')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Votre maison, en mieux')).toBeInTheDocument();
  });

  it('copies a picked image’s alt text into the section, editable under the image, and saves it', async () => {
    const dataProvider = renderEditor([storedHome]);
    const alt = await screen.findByLabelText('Texte alternatif');
    expect(alt).toHaveValue(DEFAULT_CONTENT.home.heroImageAlt);
    expect(screen.getByText('Décrit l’image pour les personnes qui ne la voient pas')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choisir ou uploader' }));
    fireEvent.click(await screen.findByRole('button', { name: /facade\.webp/ }));
    await waitFor(() => expect(alt).toHaveValue(libraryImage.alt));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledOnce());
    expect((dataProvider.update.mock.calls[0]?.[1] as { data: unknown }).data).toEqual({
      ...DEFAULT_CONTENT.home,
      heroTitle: storedHome.heroTitle,
      heroImage: libraryImage.url,
      heroImageAlt: libraryImage.alt,
    });
  });

  it('saves an alt text typed by hand', async () => {
    const dataProvider = renderEditor([{ ...DEFAULT_CONTENT.about, id: 'content-about' }], 'about');
    const alt = await screen.findByLabelText('Texte alternatif');
    fireEvent.change(alt, { target: { value: 'Nos cinq artisans' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledOnce());
    expect((dataProvider.update.mock.calls[0]?.[1] as { data: unknown }).data).toEqual({
      ...DEFAULT_CONTENT.about,
      teamImageAlt: 'Nos cinq artisans',
    });
  });

  it('refuses an invalid e-mail with a French message and saves nothing', async () => {
    const dataProvider = renderEditor([{ ...DEFAULT_CONTENT.contact, id: 'content-contact' }], 'contact');
    const email = await screen.findByDisplayValue(DEFAULT_CONTENT.contact.email);
    expect(email).toHaveAttribute('type', 'email');
    fireEvent.change(email, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).'),
    ).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('names the published company details still at their example values, until replaced', async () => {
    const stored = { ...DEFAULT_CONTENT.footer, id: 'content-footer', siret: '123 456 789 00012' };
    renderEditor([{ ...stored, section: 'footer' }], 'footer');
    const warning = await screen.findByText(/Valeurs d’exemple encore publiées/);
    expect(warning).toHaveTextContent('Hébergeur, Adresse de l’hébergeur, Téléphone de l’hébergeur');
    expect(warning).not.toHaveTextContent('SIRET');
  });

  it('says nothing about examples once every published detail is the company’s own', async () => {
    const own = {
      legalForm: 'SARL au capital de 8 000 €',
      address: '5 quai de Southampton',
      phone: '02 35 11 22 33',
      email: 'bonjour@maisons-oceanes.fr',
      siret: '123 456 789 00012',
      publicationDirector: 'Camille Martin',
      hostName: 'Hébergement Normand SAS',
      hostAddress: '1 rue de l’Hébergement, 76000 Rouen',
      hostPhone: '02 32 00 11 22',
    };
    renderEditor([{ ...DEFAULT_CONTENT.footer, ...own, id: 'content-footer', section: 'footer' }], 'footer');
    expect(await screen.findByDisplayValue('Hébergement Normand SAS')).toBeInTheDocument();
    expect(screen.queryByText(/Valeurs d’exemple/)).not.toBeInTheDocument();
  });

  it('creates the section’s document when none is stored', async () => {
    const dataProvider = renderEditor([], 'about');
    const title = await screen.findByDisplayValue(DEFAULT_CONTENT.about.title);
    fireEvent.change(title, { target: { value: 'Qui sommes-nous ?' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledOnce());
    expect(dataProvider.create.mock.calls[0]?.[1]).toEqual({
      data: { ...DEFAULT_CONTENT.about, title: 'Qui sommes-nous ?' },
    });
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('edits the list of services: remove, reorder, add', async () => {
    const dataProvider = renderEditor([{ ...DEFAULT_CONTENT.services, id: 'content-services' }], 'services');
    await screen.findByDisplayValue(DEFAULT_CONTENT.services.title);
    expect(screen.getAllByLabelText('Titre du service')).toHaveLength(4);
    const rowButton = (label: string, row: number) =>
      document.querySelectorAll(`button[aria-label="${label}"]`)[row] as HTMLElement;
    // Shown without hovering (react-admin's default hides them, out of the keyboard's reach).
    const actions = rowButton('Supprimer', 0).closest('.RaSimpleFormIterator-action') as HTMLElement;
    expect(getComputedStyle(actions).visibility).toBe('visible');
    fireEvent.click(rowButton('Supprimer', 0));
    await waitFor(() => expect(screen.getAllByLabelText('Titre du service')).toHaveLength(3));
    fireEvent.click(rowButton('Déplacer vers le bas', 0));
    fireEvent.click(rowButton('Ajouter', 0));
    await waitFor(() => expect(screen.getAllByLabelText('Titre du service')).toHaveLength(4));
    fireEvent.change(screen.getAllByLabelText('Titre du service')[3] as HTMLElement, {
      target: { value: 'Audit' },
    });
    fireEvent.change(screen.getAllByLabelText('Description du service')[3] as HTMLElement, {
      target: { value: 'Un audit complet.' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledOnce());
    const data = (dataProvider.update.mock.calls[0]?.[1] as { data: { services: unknown[] } }).data;
    const [, extension, connected, maintenance] = DEFAULT_CONTENT.services.services;
    expect(data.services).toEqual([
      connected,
      extension,
      maintenance,
      { title: 'Audit', description: 'Un audit complet.' },
    ]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUploader } from './ImageUploader';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function setup(
  options: {
    signedIn?: boolean;
    upload?: DataProvider['uploadImage'];
    folderExists?: boolean;
    createFails?: boolean;
  } = {},
) {
  let progress: ((ratio: number) => void) | undefined;
  let finish: () => void = () => {};
  const uploadImage =
    options.upload ??
    vi.fn((file: File, opts: { onProgress?: (r: number) => void }) => {
      progress = opts.onProgress;
      return new Promise((resolve) => {
        finish = () =>
          resolve({ url: '/lm-files/f1/toit.png', name: file.name, size: file.size, mimeType: 'image/png' });
      });
    });
  const dataProvider = {
    uploadImage,
    getList: vi.fn().mockResolvedValue({ data: [], total: options.folderExists ? 1 : 0 }),
    create: vi.fn(async (_r: string, { data }: { data: object }) => {
      if (options.createFails) throw new Error('réseau');
      return { data: { ...data, id: 'new' } };
    }),
    discardUpload: vi.fn(async () => undefined),
  };
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getIdentity: async () => {
      if (options.signedIn === false) throw new Error('Non connecté');
      return { id: 'admin@example.com', fullName: 'Admin' };
    },
  };
  const onUploaded = vi.fn();
  render(
    <TestAdminContext dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider}>
      <ImageUploader folder="projets" onUploaded={onUploaded} />
    </TestAdminContext>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { dataProvider, onUploaded, pick, progress: (r: number) => progress?.(r), finish: () => finish() };
}

describe('ImageUploader', () => {
  it('refuses a non-image before any upload', async () => {
    const { pick, dataProvider } = setup();
    pick(new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Veuillez sélectionner un fichier image')).toBeInTheDocument();
    expect(dataProvider.uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a text file named .png by its first bytes', async () => {
    const { pick, dataProvider } = setup();
    pick(new File(['pas une image'], 'faux.png', { type: 'image/png' }));
    expect(await screen.findByText('Veuillez sélectionner un fichier image')).toBeInTheDocument();
    expect(dataProvider.uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB', async () => {
    const { pick, dataProvider } = setup();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    pick(new File([big], 'grand.png', { type: 'image/png' }));
    expect(await screen.findByText('Le fichier est trop volumineux (max 10 Mo)')).toBeInTheDocument();
    expect(dataProvider.uploadImage).not.toHaveBeenCalled();
  });

  it('asks to sign in first when nobody is signed in', async () => {
    const { pick, dataProvider } = setup({ signedIn: false });
    pick(new File([PNG], 'toit.png', { type: 'image/png' }));
    expect(await screen.findByText('Connexion requise pour uploader des images')).toBeInTheDocument();
    expect(dataProvider.uploadImage).not.toHaveBeenCalled();
  });

  it('uploads a file picked the moment the screen shows, before the session has been read', async () => {
    const { pick, dataProvider } = setup();
    pick(new File([PNG], 'toit.png', { type: 'image/png' }));
    await waitFor(() => expect(dataProvider.uploadImage).toHaveBeenCalled());
    expect(screen.queryByText('Connexion requise pour uploader des images')).toBeNull();
  });

  it('uploads with a progress bar, then records the media document in the folder', async () => {
    const { pick, dataProvider, onUploaded, progress, finish } = setup();
    const file = new File([PNG], 'toit-solaire.png', { type: 'image/png' });
    pick(file);
    await waitFor(() => expect(dataProvider.uploadImage).toHaveBeenCalled());
    expect(dataProvider.uploadImage).toHaveBeenCalledWith(file, { onProgress: expect.any(Function) });
    progress(0.42);
    const bar = await screen.findByRole('progressbar', { name: 'Progression de l’envoi' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    finish();
    expect(await screen.findByText('Image uploadée avec succès !')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'media',
      expect.objectContaining({
        data: {
          name: 'toit-solaire.png',
          url: '/lm-files/f1/toit.png',
          type: 'image',
          mimeType: 'image/png',
          size: PNG.byteLength,
          folder: 'projets',
          alt: 'toit solaire',
          uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          uploadedBy: 'admin@example.com',
        },
      }),
    );
    expect(onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'new', url: '/lm-files/f1/toit.png' }),
    );
  });

  it('shows the expected messages when the platform gives no URL or fails (docs/product.md#bandeaux-et-messages)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noUrl = Object.assign(new Error('Erreur lors de l’upload'), { status: 422 });
    const { pick } = setup({ upload: vi.fn().mockRejectedValue(noUrl) });
    pick(new File([PNG], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('Erreur lors de l’upload')).toBeInTheDocument();
    cleanup();
    const second = setup({ upload: vi.fn().mockRejectedValue(new Error('réseau')) });
    second.pick(new File([PNG], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('Erreur lors de l’upload de l’image')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Erreur lors de l’upload' }),
    );
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'réseau' }));
  });
});

describe('ImageUploader: the stored file always has its media document', () => {
  it('deletes the uploaded bytes when the media document cannot be created', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { pick, dataProvider, onUploaded, finish } = setup({ createFails: true, folderExists: true });
    pick(new File([PNG], 'toit.png', { type: 'image/png' }));
    await waitFor(() => expect(dataProvider.uploadImage).toHaveBeenCalled());
    finish();
    expect(await screen.findByText('Erreur lors de l’upload de l’image')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.discardUpload).toHaveBeenCalledWith('/lm-files/f1/toit.png'));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'réseau' }));
  });

  it('shows the platform’s message when the storage is full, and stores nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      'Espace de stockage plein : 1\u00a0Go utilisés sur 1\u00a0Go ; cet envoi (2\u00a0Mo) ne tient pas. Supprimez des fichiers de la médiathèque.';
    const full = Object.assign(new Error(message), { status: 507 });
    const { pick, dataProvider } = setup({ upload: vi.fn().mockRejectedValue(full) });
    pick(new File([PNG], 'a.png', { type: 'image/png' }));
    expect(
      await screen.findByText(/^Espace de stockage plein : 1 Go utilisés sur 1 Go ; cet envoi \(2 Mo\)/),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(dataProvider.discardUpload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message }));
  });
});

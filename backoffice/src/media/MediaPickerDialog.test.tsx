// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown, renderListScreen } from '../layout/testing';
import { MediaPickerDialog } from './MediaPickerDialog';

const photo = {
  id: 'm1',
  name: 'toit.png',
  url: '/lm-files/a/toit.png',
  type: 'image',
  size: 1536,
  folder: 'projets',
  alt: 'Toit',
  uploadedAt: '2025-01-02T10:00:00Z',
  uploadedBy: 'admin@example.com',
};

describe('the media picker', () => {
  it('when the library cannot be read, shows the error only, then the images once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: [photo], total: 1 });
    getList.mockRejectedValueOnce(platformDown());
    const onPick = vi.fn();
    renderListScreen('media', <MediaPickerDialog open onClose={() => {}} onPick={onPick} />, { getList });
    await expectLoadErrorOnly('Erreur lors du chargement des fichiers', ['Aucun fichier trouvé']);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    fireEvent.click(await screen.findByRole('button', { name: /toit\.png/ }));
    expect(onPick).toHaveBeenCalledWith({ url: '/lm-files/a/toit.png', alt: 'Toit' });
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});

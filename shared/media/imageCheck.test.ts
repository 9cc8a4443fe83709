import { describe, expect, it } from 'vitest';
import { checkImage, checkImageFile, NOT_AN_IMAGE, sniffImage, TOO_LARGE } from './imageCheck';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
const file = (content: Uint8Array | string, name: string, type: string) =>
  new File([content as BlobPart], name, { type });

describe('sniffImage', () => {
  it.each([
    ['image/png', bytes(PNG)],
    ['image/jpeg', bytes(JPEG)],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['image/svg+xml', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['image/svg+xml', bytes('\uFEFF  <svg viewBox="0 0 1 1"></svg>')],
  ])('recognises %s from its first bytes', (type, content) => {
    expect(sniffImage(content)).toBe(type);
  });

  it.each([
    bytes('hello, world'),
    bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
    bytes('<html><svg/></html>'),
    bytes([]),
  ])('refuses bytes that are no image', (content) => expect(sniffImage(content)).toBeUndefined());
});

describe('checkImage (emulator)', () => {
  it('checks declared type, size and bytes', () => {
    expect(checkImage('image/png', bytes(PNG))).toBeUndefined();
    expect(checkImage('text/plain', bytes(PNG))).toBe(NOT_AN_IMAGE);
    expect(checkImage('image/png', new Uint8Array(10 * 1024 * 1024 + 1))).toBe(TOO_LARGE);
    expect(checkImage('image/png', bytes(JPEG))).toMatch(/ne correspond pas/);
  });
});

describe('checkImageFile (browser, before upload)', () => {
  it('accepts a real image as it is', async () => {
    const png = file(bytes(PNG), 'photo.png', 'image/png');
    expect(await checkImageFile(png)).toEqual({ ok: true, file: png });
  });

  it('refuses a file whose type is not an image', async () => {
    expect(await checkImageFile(file('%PDF-1.4', 'devis.pdf', 'application/pdf'))).toEqual({
      ok: false,
      error: 'Veuillez sélectionner un fichier image',
    });
    expect(await checkImageFile(file('x', 'sans-type', ''))).toEqual({ ok: false, error: NOT_AN_IMAGE });
  });

  it('refuses a text file named .png by its first bytes, with the same message', async () => {
    const fake = file('Ceci n’est pas une image', 'faux.png', 'image/png');
    expect(await checkImageFile(fake)).toEqual({ ok: false, error: NOT_AN_IMAGE });
  });

  it('refuses a file over 10 MB without reading it', async () => {
    const big = file(new Uint8Array(10 * 1024 * 1024 + 1), 'grand.png', 'image/png');
    expect(await checkImageFile(big)).toEqual({
      ok: false,
      error: 'Le fichier est trop volumineux (max 10\u00a0Mo)',
    });
    const limit = new Uint8Array(10 * 1024 * 1024);
    limit.set(PNG);
    expect((await checkImageFile(file(limit, 'limite.png', 'image/png'))).ok).toBe(true);
  });

  it('relabels a real image whose extension lies with its true type', async () => {
    const result = await checkImageFile(file(bytes(PNG), 'photo.jpg', 'image/jpeg'));
    expect(result.ok && result.file.type).toBe('image/png');
    expect(result.ok && result.file.name).toBe('photo.jpg');
  });
});

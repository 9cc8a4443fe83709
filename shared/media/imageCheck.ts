import { formatSize } from './formatSize';

/** An uploaded image: 10 Mo at most, in one of these formats (the back-office and the emulator check both). */
export const IMAGE_UPLOAD_RULES = {
  maxBytes: 10 * 1024 * 1024,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
} as const;

export const NOT_AN_IMAGE = 'Veuillez sélectionner un fichier image';
/** The expected wording, with the size in French units (« 10 Mo », docs/product.md#langue). */
export const TOO_LARGE = `Le fichier est trop volumineux (max ${formatSize(IMAGE_UPLOAD_RULES.maxBytes)})`;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** How many leading bytes `sniffImage` needs. */
export const SNIFF_BYTES = 1024;

/** The image format the first bytes announce, whatever the declared type says. */
export function sniffImage(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, SNIFF_BYTES))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return undefined;
}

const declaredType = (type: string) => type.toLowerCase().split(';')[0]!.trim();
const isAcceptedType = (type: string) =>
  (IMAGE_UPLOAD_RULES.acceptedTypes as readonly string[]).includes(type);

/** Server-side check of an upload: declared type, size and first bytes; a French message when refused. */
export function checkImage(type: string, bytes: Uint8Array): string | undefined {
  const declared = declaredType(type);
  if (!isAcceptedType(declared)) return NOT_AN_IMAGE;
  if (bytes.byteLength > IMAGE_UPLOAD_RULES.maxBytes) return TOO_LARGE;
  if (sniffImage(bytes) !== declared) {
    return 'Le contenu du fichier ne correspond pas à une image PNG, JPEG, GIF, WebP ou SVG.';
  }
  return undefined;
}

export type ImageFileCheck = { ok: true; file: File } | { ok: false; error: string };

/**
 * Browser-side check before an upload: an image type, at most 10 MB, and first bytes that
 * really are an image — a text file renamed `.png` is refused like any non-image. A real image whose extension
 * lies (a PNG named `.jpg`) is relabelled with its true type, so the server's stricter check accepts it.
 */
export async function checkImageFile(file: File): Promise<ImageFileCheck> {
  const declared = declaredType(file.type);
  if (!declared.startsWith('image/') || !isAcceptedType(declared)) return { ok: false, error: NOT_AN_IMAGE };
  if (file.size > IMAGE_UPLOAD_RULES.maxBytes) return { ok: false, error: TOO_LARGE };
  const sniffed = sniffImage(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!sniffed) return { ok: false, error: NOT_AN_IMAGE };
  if (sniffed === declared) return { ok: true, file };
  return { ok: true, file: new File([file], file.name, { type: sniffed, lastModified: file.lastModified }) };
}

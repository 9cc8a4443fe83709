import { UPLOAD } from '../../shared/domain/constants';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image format the first bytes announce, whatever the declared type says. */
export function sniffImage(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return undefined;
}

/** Checks an upload: declared type, first bytes and size; a French message when refused (spec section 5). */
export function checkImage(type: string, bytes: Uint8Array): string | undefined {
  const declared = type.toLowerCase().split(';')[0]!.trim();
  if (!(UPLOAD.acceptedTypes as readonly string[]).includes(declared))
    return 'Veuillez sélectionner un fichier image';
  if (bytes.byteLength > UPLOAD.maxBytes) return 'Le fichier est trop volumineux (max 10MB)';
  if (sniffImage(bytes) !== declared) {
    return 'Le contenu du fichier ne correspond pas à une image PNG, JPEG, GIF, WebP ou SVG.';
  }
  return undefined;
}

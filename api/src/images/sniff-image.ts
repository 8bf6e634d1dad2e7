export type ImageExtension = 'jpg' | 'png' | 'gif' | 'webp' | 'avif';

export const CONTENT_TYPES: Record<ImageExtension | 'svg', string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// HEIF brands of photos (iPhones save HEIC by default); AVIF is HEIF too but has its own.
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/**
 * Identifies a raster image from its first bytes, ignoring the file name and the declared
 * type, which the client controls. SVG is refused for uploads: it can carry script. HEIC
 * is recognised only to be refused with a useful message: our image library cannot decode
 * it (its codec, HEVC, is patent-encumbered and not in the prebuilt libvips).
 */
export function sniffImage(head: Uint8Array): ImageExtension | 'heic' | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (
    startsWith(head, ascii('ftyp'), 4) &&
    (startsWith(head, ascii('avif'), 8) || startsWith(head, ascii('avis'), 8))
  ) {
    return 'avif';
  }
  if (startsWith(head, ascii('ftyp'), 4) && HEIC_BRANDS.some((b) => startsWith(head, ascii(b), 8)))
    return 'heic';
  return undefined;
}

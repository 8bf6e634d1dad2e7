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

/**
 * Identifies a raster image from its first bytes, ignoring the file name and the declared
 * type, which the client controls. SVG is refused for uploads: it can carry script.
 */
export function sniffImage(head: Uint8Array): ImageExtension | undefined {
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
  return undefined;
}

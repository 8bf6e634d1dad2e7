import type { StoredPicture } from '../../../images/picture-json.ts';
import { badRequest } from '../../../lib/errors.ts';

/**
 * The stored key of an image URL the API handed out (`…/images/<key>`, or one of a photo's
 * variants, `…/images/photos/<id>/640.webp`), if it is one.
 */
export function keyOfUrl(url: string, keys: readonly string[]): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://placeholder').pathname;
  } catch {
    return undefined;
  }
  return keys.find(
    (key) =>
      path === `/images/${key}` ||
      (key.startsWith('photos/') && path.startsWith(`/images/${key}/`)),
  );
}

/**
 * The pictures an edit keeps: `keepImages` (URLs of the product's current images, in their
 * new order; undefined keeps them all). 400 for a URL that is not one of them, or twice.
 */
export function keptPictures(
  current: readonly {
    path: string;
    width: number | null;
    height: number | null;
    position: number;
  }[],
  keepImages: readonly string[] | undefined,
): { currentKeys: string[]; kept: StoredPicture[] } {
  const pictures = [...current]
    .sort((a, b) => a.position - b.position)
    .map(({ path, width, height }) => ({ key: path, width, height }));
  const currentKeys = pictures.map((picture) => picture.key);
  const kept =
    keepImages?.map((url) => {
      const key = keyOfUrl(url, currentKeys);
      const picture = pictures.find((candidate) => candidate.key === key);
      if (!picture) throw badRequest((w) => w.catalogue.keptImageUnknown);
      return picture;
    }) ?? pictures;
  if (new Set(kept.map((picture) => picture.key)).size !== kept.length)
    throw badRequest((w) => w.catalogue.keptImageTwice);
  return { currentKeys, kept };
}

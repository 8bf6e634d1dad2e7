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

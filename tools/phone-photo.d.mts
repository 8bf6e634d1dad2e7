/** A 12 MP phone JPEG of about 3 MB with EXIF (camera, GPS); see phone-photo.mjs. */
export function phonePhoto(seed: number, options?: { orientation?: number }): Promise<Buffer>;

import Router from '@koa/router';
import type { AppExtras, AppState } from '../http/context.ts';
import { notFound } from '../lib/errors.ts';

export function imageRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/images' });
  // `/images/demo/x.svg`, `/images/uploads/x.jpg`, `/images/photos/<id>/640.webp`.
  router.get(['/:folder/:name', '/:folder/:name/:file'], async (ctx) => {
    const { folder = '', name = '', file } = ctx.params;
    const image = await ctx.services.images.open(file ? [folder, name, file] : [folder, name]);
    if (!image) throw notFound((w) => w.catalogue.imageMissing);
    ctx.type = image.contentType;
    ctx.length = image.size;
    ctx.set({
      'Cache-Control': image.immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400',
      // Images are shown by the storefront and the console on other origins.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // Demo artwork is SVG: keep any markup in it inert.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    ctx.body = image.stream;
  });
  return router;
}

import Router from '@koa/router';
import {
  categoryDeleteSchema,
  categoryInputSchema,
  categoryReorderSchema,
  categoryRetireSchema,
  categoryUpdateSchema,
} from '../../contract/category.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  addCategory,
  deleteCategory,
  listCategories,
  reorderCategories,
  retireCategory,
  setCategoryPicture,
  updateCategory,
} from './category.handlers.ts';
import { categoryPictureUpload } from './category-upload.ts';

export function categoryRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/category' });
  // Everyone sees the active categories; only the seller may ask for the retired ones too.
  router.get('/list', async (ctx) => {
    const all = ctx.query.all;
    if (all === undefined || all === 'false') return listCategories(ctx, false);
    if (all !== 'true') throw badRequest((w) => w.catalogue.allTrueOrFalse);
    return requireSeller(ctx, () => listCategories(ctx, true));
  });
  router.post('/add', requireSeller, withBody(categoryInputSchema, addCategory));
  router.post('/update', requireSeller, withBody(categoryUpdateSchema, updateCategory));
  // Sign-in is checked before an upload is read, so strangers cannot make us store files.
  router.post('/picture', requireSeller, categoryPictureUpload, setCategoryPicture);
  router.post('/reorder', requireSeller, withBody(categoryReorderSchema, reorderCategories));
  router.post('/retire', requireSeller, withBody(categoryRetireSchema, retireCategory));
  router.post('/delete', requireSeller, withBody(categoryDeleteSchema, deleteCategory));
  return router;
}

import type { z } from 'zod';
import type {
  categoryDeleteSchema,
  categoryInputSchema,
  CategoryListResponse,
  categoryReorderSchema,
  CategoryResponse,
  categoryRetireSchema,
  categoryUpdateSchema,
  StoreCategory,
} from '../../contract/category.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import type { AppContext } from '../../http/context.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { readCategoryPicture } from './category-upload.ts';

/** The list in the request's language; the seller's (`all`) with the stored translations. */
export async function listCategories(ctx: AppContext, all: boolean) {
  ctx.vary('Accept-Language');
  const { categories } = ctx.services;
  const body: CategoryListResponse = {
    success: true,
    categories: await categories.inLanguage(await categories.list(all), requestLanguage(ctx), all),
  };
  ctx.body = body;
}

/** A seller's answer: in the request's language, with the stored translations to edit. */
const forSeller = async (ctx: AppContext, category: StoreCategory) => {
  ctx.vary('Accept-Language');
  const [shown = category] = await ctx.services.categories.inLanguage(
    [category],
    requestLanguage(ctx),
    true,
  );
  return shown;
};

export async function addCategory(ctx: AppContext, input: z.output<typeof categoryInputSchema>) {
  const body: CategoryResponse = {
    success: true,
    message: wordsOf(ctx).catalogue.categoryAdded,
    category: await forSeller(ctx, await ctx.services.categories.add(input)),
  };
  ctx.status = 201;
  ctx.body = body;
}

export async function updateCategory(
  ctx: AppContext,
  input: z.output<typeof categoryUpdateSchema>,
) {
  const category = await forSeller(ctx, await ctx.services.categories.update(input));
  ctx.body = {
    success: true,
    message: wordsOf(ctx).catalogue.categoryUpdated,
    category,
  } satisfies CategoryResponse;
}

export async function setCategoryPicture(ctx: AppContext) {
  const { id, file } = readCategoryPicture(ctx);
  const category = await forSeller(ctx, await ctx.services.categories.setPicture(id, file));
  ctx.body = {
    success: true,
    message: wordsOf(ctx).catalogue.pictureUpdated,
    category,
  } satisfies CategoryResponse;
}

export async function reorderCategories(
  ctx: AppContext,
  input: z.output<typeof categoryReorderSchema>,
) {
  const { categories: service } = ctx.services;
  const categories = await service.inLanguage(
    await service.reorder(input.ids),
    requestLanguage(ctx),
    true,
  );
  ctx.body = { success: true, categories } satisfies CategoryListResponse;
}

export async function retireCategory(
  ctx: AppContext,
  input: z.output<typeof categoryRetireSchema>,
) {
  const category = await forSeller(
    ctx,
    await ctx.services.categories.retire(input.id, input.retired),
  );
  const { catalogue } = wordsOf(ctx);
  const message = input.retired ? catalogue.categoryWasRetired : catalogue.categoryWasRestored;
  ctx.body = { success: true, message, category } satisfies CategoryResponse;
}

export async function deleteCategory(
  ctx: AppContext,
  input: z.output<typeof categoryDeleteSchema>,
) {
  await ctx.services.categories.remove(input.id);
  ctx.body = { success: true, message: wordsOf(ctx).catalogue.categoryDeleted };
}

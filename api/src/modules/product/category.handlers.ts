import type { z } from 'zod';
import type {
  categoryDeleteSchema,
  categoryInputSchema,
  CategoryListResponse,
  categoryReorderSchema,
  CategoryResponse,
  categoryRetireSchema,
  categoryUpdateSchema,
} from '../../contract/category.ts';
import type { AppContext } from '../../http/context.ts';
import { readCategoryPicture } from './category-upload.ts';

export async function listCategories(ctx: AppContext, all: boolean) {
  const body: CategoryListResponse = {
    success: true,
    categories: await ctx.services.categories.list(all),
  };
  ctx.body = body;
}

export async function addCategory(ctx: AppContext, input: z.output<typeof categoryInputSchema>) {
  const body: CategoryResponse = {
    success: true,
    message: 'Category Added',
    category: await ctx.services.categories.add(input),
  };
  ctx.status = 201;
  ctx.body = body;
}

export async function updateCategory(
  ctx: AppContext,
  input: z.output<typeof categoryUpdateSchema>,
) {
  const category = await ctx.services.categories.update(input);
  ctx.body = { success: true, message: 'Category Updated', category } satisfies CategoryResponse;
}

export async function setCategoryPicture(ctx: AppContext) {
  const { id, file } = readCategoryPicture(ctx);
  const category = await ctx.services.categories.setPicture(id, file);
  ctx.body = { success: true, message: 'Picture Updated', category } satisfies CategoryResponse;
}

export async function reorderCategories(
  ctx: AppContext,
  input: z.output<typeof categoryReorderSchema>,
) {
  const categories = await ctx.services.categories.reorder(input.ids);
  ctx.body = { success: true, categories } satisfies CategoryListResponse;
}

export async function retireCategory(
  ctx: AppContext,
  input: z.output<typeof categoryRetireSchema>,
) {
  const category = await ctx.services.categories.retire(input.id, input.retired);
  const message = input.retired ? 'Category Retired' : 'Category Restored';
  ctx.body = { success: true, message, category } satisfies CategoryResponse;
}

export async function deleteCategory(
  ctx: AppContext,
  input: z.output<typeof categoryDeleteSchema>,
) {
  await ctx.services.categories.remove(input.id);
  ctx.body = { success: true, message: 'Category Deleted' };
}

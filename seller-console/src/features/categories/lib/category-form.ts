import {
  categoryInputSchema,
  type CategoryUpdateInput,
  type StoreCategory,
} from '@kirana/api/contract/category';

/** What the seller types, as the inputs hold it. */
export interface CategoryFormValues {
  name: string;
  text: string;
  path: string;
  colour: string;
}
export type CategoryField = keyof CategoryFormValues;
export type CategoryFormErrors = Partial<Record<CategoryField, string>>;

export const emptyCategoryForm: CategoryFormValues = { name: '', text: '', path: '', colour: '' };

export const categoryFormValues = (category: StoreCategory): CategoryFormValues => ({
  name: category.name,
  text: category.ownText ? category.text : '',
  path: category.path,
  colour: category.colour,
});

export const categoryFieldOrder: readonly CategoryField[] = ['name', 'text', 'path', 'colour'];

type Checked =
  | { success: true; data: ReturnType<typeof categoryInputSchema.parse> }
  | { success: false; errors: CategoryFormErrors };

/** The API's own rules (name, slug path, hex colour), so what passes here passes there. */
export function validateCategoryForm(values: CategoryFormValues): Checked {
  const result = categoryInputSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: CategoryFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as CategoryField;
    if (categoryFieldOrder.includes(field)) errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Only what the seller changed, for `POST /api/category/update`. */
export function categoryChanges(
  category: StoreCategory,
  data: ReturnType<typeof categoryInputSchema.parse>,
): CategoryUpdateInput {
  const before = categoryFormValues(category);
  return {
    id: category.id,
    ...(data.name !== before.name ? { name: data.name } : {}),
    ...((data.text ?? '') !== before.text ? { text: data.text ?? null } : {}),
    ...(data.path !== undefined && data.path !== before.path ? { path: data.path } : {}),
    ...(data.colour !== undefined && data.colour !== before.colour ? { colour: data.colour } : {}),
  };
}

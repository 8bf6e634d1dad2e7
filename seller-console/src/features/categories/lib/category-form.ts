import {
  categoryInputSchema,
  type CategoryUpdateInput,
  type StoreCategory,
} from '@kirana/api/contract/category';

/** What the seller types, as the inputs hold it. */
export interface CategoryFormValues {
  name: string;
  /** The name shoppers reading Hindi see; empty shows the name. */
  labelHi: string;
  text: string;
  /** The tile text in Hindi; empty shows the (English) tile text. */
  textHi: string;
  path: string;
  colour: string;
}
export type CategoryField = keyof CategoryFormValues;
export type CategoryFormErrors = Partial<Record<CategoryField, string>>;

export const emptyCategoryForm: CategoryFormValues = {
  name: '',
  labelHi: '',
  text: '',
  textHi: '',
  path: '',
  colour: '',
};

export const categoryFormValues = (category: StoreCategory): CategoryFormValues => ({
  name: category.name,
  labelHi: category.translations?.hi?.label ?? '',
  text: category.ownText ? category.text : '',
  textHi: category.translations?.hi?.text ?? '',
  path: category.path,
  colour: category.colour,
});

export const categoryFieldOrder: readonly CategoryField[] = [
  'name',
  'labelHi',
  'text',
  'textHi',
  'path',
  'colour',
];

type Data = ReturnType<typeof categoryInputSchema.parse>;
type Checked = { success: true; data: Data } | { success: false; errors: CategoryFormErrors };

/** The field an issue of the API's rules points at: `translations.hi.label` is `labelHi`. */
function fieldOf(path: readonly PropertyKey[]): CategoryField | undefined {
  const [first, lang, inner] = path.map(String);
  if (first === 'translations' && lang === 'hi')
    return inner === 'label' ? 'labelHi' : inner === 'text' ? 'textHi' : undefined;
  return categoryFieldOrder.find((field) => field === first);
}

/** The API's own rules (name, slug path, hex colour), so what passes here passes there. */
export function validateCategoryForm(values: CategoryFormValues): Checked {
  const { labelHi, textHi, ...original } = values;
  const result = categoryInputSchema.safeParse({
    ...original,
    translations: { hi: { label: labelHi, text: textHi } },
  });
  if (result.success) return { success: true, data: result.data };
  const errors: CategoryFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Only what the seller changed, for `POST /api/category/update`. */
export function categoryChanges(category: StoreCategory, data: Data): CategoryUpdateInput {
  const before = categoryFormValues(category);
  const hi = data.translations?.hi;
  const label = hi?.label ?? null;
  const textHi = hi?.text ?? null;
  const hindi = {
    ...(label !== (before.labelHi || null) ? { label } : {}),
    ...(textHi !== (before.textHi || null) ? { text: textHi } : {}),
  };
  return {
    id: category.id,
    ...(data.name !== before.name ? { name: data.name } : {}),
    ...((data.text ?? '') !== before.text ? { text: data.text ?? null } : {}),
    ...(data.path !== undefined && data.path !== before.path ? { path: data.path } : {}),
    ...(data.colour !== undefined && data.colour !== before.colour ? { colour: data.colour } : {}),
    ...(Object.keys(hindi).length > 0 ? { translations: { hi: hindi } } : {}),
  };
}

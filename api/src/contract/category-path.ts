// Category paths without zod, so the storefront's home page can build links from a name
// without loading the schemas (contract/category.ts holds those).

export const MAX_CATEGORY_PATH = 40;

export const CATEGORY_PATH_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The path a name gives: "Pooja Items" -> "pooja-items" (letters a–z and digits only). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_CATEGORY_PATH)
    .replace(/-+$/, '');
}

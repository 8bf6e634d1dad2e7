// Zod-free so the storefront can use it without pulling a validation library into pages.

/** Converts rupees with paise (e.g. 34.5) to integer paise without float drift. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Converts integer paise back to rupees for JSON and display. */
export const toRupees = (paise: number): number => paise / 100;

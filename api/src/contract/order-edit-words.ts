// Zod-free: the storefront's My Orders shows an order's edits without a validation library.

/** The longest reason an edit may give (the email and the history show it). */
export const MAX_EDIT_REASON = 200;

/** One line an edit changed: its quantity before and after (0: removed). */
export interface EditedLine {
  productId: string;
  name: string;
  from: number;
  to: number;
}

/** "Toor Dal 2 → 1, Sugar removed": the words for an edit's lines, on every screen. */
export const editedLinesText = (lines: readonly EditedLine[]): string =>
  lines.map((l) => (l.to === 0 ? `${l.name} removed` : `${l.name} ${l.from} → ${l.to}`)).join(', ');

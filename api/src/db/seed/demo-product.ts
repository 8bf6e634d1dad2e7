import type { DemoCategory } from './demo-catalogue.ts';

/** `N`: the product's name, kept literal in `demoCatalogue` (see `DemoProductName`). */
export interface DemoProduct<N extends string = string> {
  /** Generic name, unique within the catalogue. */
  name: N;
  category: DemoCategory;
  /** MRP in rupees, at most 2 decimals. */
  price: number;
  /** Selling price in rupees, at most 2 decimals, never above `price`. */
  offerPrice: number;
  /** Pack size such as "500 g" or "1 L"; left out where it does not apply (shown as "N/A"). */
  weight?: string;
  /** Three or four short, factual description lines. */
  description: string[];
  /** File names in `./artwork`; the first one is the main picture. */
  images: string[];
}

/** Infers each name as its literal type rather than `string` (see `DemoProductName`). */
export const withNames = <N extends string>(products: readonly DemoProduct<N>[]) => products;

import type { ApiWords } from './api-words.ts';
import { accountWords } from './hi/account.ts';
import { catalogueWords } from './hi/catalogue.ts';
import { httpWords } from './hi/http.ts';
import { ordersWords } from './hi/orders.ts';
import { validationWords } from './hi/validation.ts';

/** Hindi: the same areas as en-IN.ts, each typed by its English. */
export const hindiApiWords = {
  http: httpWords,
  account: accountWords,
  orders: ordersWords,
  catalogue: catalogueWords,
  validation: validationWords,
} satisfies ApiWords;

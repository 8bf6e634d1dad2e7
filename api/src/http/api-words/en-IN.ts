import { accountWords } from './en-IN/account.ts';
import { catalogueWords } from './en-IN/catalogue.ts';
import { httpWords } from './en-IN/http.ts';
import { ordersWords } from './en-IN/orders.ts';
import { validationWords } from './en-IN/validation.ts';

/**
 * English (en-IN), the original: every sentence the API answers with, by area. Each other
 * language is the same areas (`hi/…`), typed by this object, so a missing word fails typecheck.
 */
export const englishApiWords = {
  http: httpWords,
  account: accountWords,
  orders: ordersWords,
  catalogue: catalogueWords,
  validation: validationWords,
};

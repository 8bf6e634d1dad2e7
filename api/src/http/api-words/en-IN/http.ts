// The API's answers that belong to no one module: signing in, the error middleware's own
// answers, uploads and shared formats (money, a wait). See docs/i18n.md, "The API's answers".

const indianRupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const httpWords = {
  /** An amount in paise, as the emails write it (Rs. with Indian grouping). */
  money: (paise: number) => `Rs.${indianRupees.format(paise / 100)}`,
  /** A wait, whole minutes (at least one). */
  minutes: (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`,

  signIn: 'Please sign in to continue.',
  signInAsSeller: 'Please sign in as the seller to continue.',
  signInForAddress: 'User not authenticated properly.',
  notSignedIn: 'Not signed in.',
  sellerCannotShop: 'The seller account cannot shop. Please sign in as a customer.',
  onlySeller: 'Only the seller can do that.',
  notAllowed: 'You are not allowed to do that.',
  otherSite: 'This request came from a site that is not allowed to change data here.',

  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  notSupported: 'This method is not supported.',
  tooLarge: 'The request is too large.',
  notJson: 'The request body is not valid JSON.',
  notProcessed: 'The request could not be processed.',
  serverError: 'Something went wrong on our side. Please try again.',
  busy: 'The store is very busy right now. Please try again in a few seconds.',

  idempotencyKey: 'Idempotency-Key must be 1 to 255 printable characters without spaces.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyBusy:
    'An earlier request with this Idempotency-Key is still being processed. Please try again shortly.',
  notCompleted: 'This request could not be completed. Please try again.',

  emptyFile: 'An uploaded file is empty.',
  fieldsTooLarge: 'The form fields are too large.',
  tooManyFields: 'The form has too many fields.',
};

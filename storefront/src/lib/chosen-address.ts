// The address the shopper picked in the cart, for the rest of the visit (this tab): leaving
// the cart and coming back must not switch it back to the default.
const KEY = 'kirana.address';

export function readChosenAddress(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: the choice lasts while the cart is open
  }
}

export function writeChosenAddress(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // as above
  }
}

/** A restore that stopped before changing anything, for a reason the operator can act on. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

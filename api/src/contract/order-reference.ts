/**
 * What to call an order in a message or a heading. An order gets its number only when it
 * is really placed (cash on delivery at once, online once paid), so payments given up on
 * leave no gaps in the seller's list or its bills; until then a short form of its id
 * (the random end of a UUIDv7, whose start is only the time) names it.
 */
export const orderReference = (number: string | null, id: string): string =>
  number ?? `#${id.replace(/-/g, '').slice(-8).toUpperCase()}`;

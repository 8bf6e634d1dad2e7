/** At most so many emails to one address per hour; later ones are dropped, never sent. */
export interface RecipientQuota {
  /**
   * Counts one email to `address`; undefined when its hour's quota is used up, else a way
   * to give the count back when the email was not sent after all.
   */
  take(address: string): Promise<{ giveBack(): Promise<void> } | undefined>;
}

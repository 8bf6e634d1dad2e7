import type { Db } from '../../db/knex.ts';
import type { SessionKind } from '../session/session.service.ts';

/** What this module needs of each kind of account; the user and seller services give it. */
export interface PasswordAccounts {
  /** The live account with this normalised email (for a seller: not disabled). */
  idOfEmail(email: string): Promise<string | undefined>;
  passwordOf(id: string): Promise<{ email: string; passwordHash: string } | undefined>;
  /** Rows changed: 0 when the account is gone. */
  setPasswordHash(id: string, passwordHash: string, trx: Db): Promise<number>;
  /** The account row's write lock until `trx` ends. */
  lock(id: string, trx: Db): Promise<void>;
}

export type AccountsByKind = Record<SessionKind, PasswordAccounts>;

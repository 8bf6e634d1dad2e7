import { v7 as uuidv7 } from 'uuid';

/**
 * Time-ordered string ids (UUIDv7): sortable by creation like auto-increment ids, but
 * generated without the database, so the schema also works on sharded MySQL engines.
 */
export const newId = (): string => uuidv7();

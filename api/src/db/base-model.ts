import { Model, type Pojo } from 'objection';

/**
 * Shared model behaviour. Queries always receive their knex or transaction explicitly
 * (`Model.query(db)`), so one process can serve several databases (tests run SQLite
 * and MariaDB side by side) and services decide the transaction.
 */
export class BaseModel extends Model {
  /** Boolean columns come back as 0/1 from both SQLite and MySQL. */
  static booleanColumns: readonly string[] = [];

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    for (const column of (this.constructor as typeof BaseModel).booleanColumns) {
      if (column in parsed) parsed[column] = Boolean(parsed[column]);
    }
    return parsed;
  }
}

import type { EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { HotStatements } from './hot-statements';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One table's rows on a hot path, read by one column and inserted once per value of a unique
 * column: the SELECT is written once and the INSERT joined from the columns given, instead of
 * TypeORM's query builder, query runner and transformers on every call: half the CPU of
 * `findOneBy` on a trip (docs/performance.md, "Reads by id"). It sends them as HotStatements
 * (named where the database allows), writes and hydrates each column with TypeORM's own driver
 * (`preparePersistentValue`, `prepareHydratedValue`, transformers included), so the entity is the
 * one `findOneBy` or `save` gives. For entities of plain columns: no relations, no embedded
 * entities.
 */
export class TableRows<E extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly table: string;
  private readonly allColumns: string;
  private readonly findSql: string;

  /** `by`: the column `findOne` looks a row up by (the primary key, as a rule). */
  constructor(
    private readonly statements: HotStatements,
    target: EntityTarget<E>,
    by: keyof E & string,
  ) {
    this.metadata = statements.dataSource.getMetadata(target);
    if (this.metadata.relations.length > 0 || this.metadata.embeddeds.length > 0) {
      throw new Error(`TableRows handles plain columns only; ${this.metadata.name} has more`);
    }
    const column = this.column(by);
    this.table = this.metadata.schema
      ? `${quote(this.metadata.schema)}.${quote(this.metadata.tableName)}`
      : quote(this.metadata.tableName);
    this.allColumns = this.metadata.columns.map((c) => quote(c.databaseName)).join(', ');
    this.findSql = `SELECT ${this.allColumns} FROM ${this.table} WHERE ${quote(column.databaseName)} = $1 LIMIT 1`;
  }

  async findOne(value: unknown): Promise<E | null> {
    const { rows } = await this.statements.query(this.findSql, [value]);
    return rows.length === 0 ? null : this.hydrate(rows[0]);
  }

  /**
   * One INSERT … RETURNING of the columns given; the others take their defaults in the database,
   * and the entity comes back whole (its id, its defaults). Unless a row already holds the value
   * given for `unique` (a column with a unique index): then nothing is inserted and the answer is
   * null. A row being inserted by another transaction with that value is waited for, so two at
   * once insert one row.
   */
  async insertUnlessTaken(values: Partial<E>, unique: keyof E & string): Promise<E | null> {
    const driver = this.driver();
    const given: ColumnMetadata[] = [];
    const params: unknown[] = [];
    for (const column of this.metadata.columns) {
      const value: unknown = column.getEntityValue(values);
      if (value === undefined) continue;
      given.push(column);
      params.push(driver.preparePersistentValue(value, column));
    }
    const names = given.map((column) => quote(column.databaseName)).join(', ');
    const placeholders = given.map((_, i) => `$${i + 1}`).join(', ');
    const inserted = given.length > 0 ? `(${names}) VALUES (${placeholders})` : 'DEFAULT VALUES';
    const onConflict = `ON CONFLICT (${quote(this.column(unique).databaseName)}) DO NOTHING`;
    const sql = `INSERT INTO ${this.table} ${inserted} ${onConflict} RETURNING ${this.allColumns}`;
    const { rows } = await this.statements.query(sql, params);
    return rows.length === 0 ? null : this.hydrate(rows[0]);
  }

  private column(property: string): ColumnMetadata {
    const column = this.metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${this.metadata.name} has no column ${property}`);
    return column;
  }

  private hydrate(row: Record<string, unknown>): E {
    const driver = this.driver();
    const entity = this.metadata.create() as E;
    for (const column of this.metadata.columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  }

  private driver(): PostgresDriver {
    return this.statements.dataSource.driver as PostgresDriver;
  }
}

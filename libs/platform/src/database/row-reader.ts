import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

interface Pool {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Reads one entity by one column with a statement written once. TypeORM's `findOneBy` builds its
 * SELECT with a query builder, takes a query runner and maps the row through its transformer on
 * every call, which was the largest part of a trip read after the socket writes
 * (docs/performance.md, "Reads by id"). This asks the connection pool directly and hydrates each
 * column as TypeORM does (its driver's `prepareHydratedValue`, transformers included), so the
 * entity is the one `findOneBy` gives. For entities of plain columns: no relations, no embedded
 * entities. The statement is sent with its parameters each time, unnamed: local mode's PGlite
 * is one session behind its wire server, where a statement one connection names would be named
 * for every other.
 */
export class RowReader<E extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly sql: string;

  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<E>,
    by: keyof E & string,
  ) {
    this.metadata = dataSource.getMetadata(target);
    if (this.metadata.relations.length > 0 || this.metadata.embeddeds.length > 0) {
      throw new Error(`RowReader reads plain columns only; ${this.metadata.name} has more`);
    }
    const column = this.metadata.findColumnWithPropertyName(by);
    if (!column) throw new Error(`${this.metadata.name} has no column ${by}`);
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const table = this.metadata.schema
      ? `${quote(this.metadata.schema)}.${quote(this.metadata.tableName)}`
      : quote(this.metadata.tableName);
    const columns = this.metadata.columns.map((c) => quote(c.databaseName)).join(', ');
    this.sql = `SELECT ${columns} FROM ${table} WHERE ${quote(column.databaseName)} = $1 LIMIT 1`;
  }

  async findOne(value: unknown): Promise<E | null> {
    const driver = this.dataSource.driver as PostgresDriver;
    const { rows } = await (driver.master as Pool).query(this.sql, [value]);
    if (rows.length === 0) return null;
    const entity = this.metadata.create() as E;
    for (const column of this.metadata.columns) {
      column.setEntityValue(
        entity,
        driver.prepareHydratedValue(rows[0][column.databaseName], column),
      );
    }
    return entity;
  }
}

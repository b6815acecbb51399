import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** What the pool answers a statement with. */
export interface StatementResult {
  rows: Record<string, unknown>[];
  rowCount: number | null;
}

interface Pool {
  query(
    statement: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<StatementResult>;
}

/**
 * The statements a service sends on its hot paths (a plan's draft and result, a trip by id),
 * straight to its connection pool: no query builder, no query runner. Where the database allows
 * it (`DATABASE_NAMED_STATEMENTS`), each is a named prepared statement, which PostgreSQL parses
 * and analyses once per connection and, after a few runs, plans once: a plan's two statements cost
 * the database 0.90 ms of CPU instead of 1.26 ms (docs/performance.md, "A plan on warm
 * processes"). A statement's name is made from its text, so the same text is one statement
 * however many places send it. Local mode turns names off: its embedded database is one session
 * behind a wire server (launcher/src/local/pglite-wire-server.ts), where a name one connection
 * prepared would be taken for every other.
 */
export class HotStatements {
  private readonly names = new Map<string, string>();

  constructor(
    readonly dataSource: DataSource,
    private readonly named: boolean,
  ) {}

  query(text: string, values: unknown[]): Promise<StatementResult> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return this.named
      ? pool.query({ name: this.nameOf(text), text, values })
      : pool.query(text, values);
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (name === undefined) {
      name = `roadbook_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
      this.names.set(text, name);
    }
    return name;
  }
}

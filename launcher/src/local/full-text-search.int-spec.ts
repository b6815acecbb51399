import {
  FULL_TEXT_QUERY,
  fullTextQueryParams,
  searchFunctionsSql,
} from '@roadbook/platform/database';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedInChild } from './embedded-postgres.testing';

/** Runs one statement with positional parameters and answers its rows. */
type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

const MATCH = FULL_TEXT_QUERY.replace(':prefixes', '$1').replace(':words', '$2');

/**
 * The search SQL every service builds its documents with, on both databases Roadbook runs on:
 * the embedded PGlite of local mode and a real PostgreSQL. They must answer alike.
 */
async function searchScenario(query: Query) {
  await query('CREATE SCHEMA fts');
  for (const statement of searchFunctionsSql('fts')) await query(statement);
  await query(`
    CREATE TABLE fts.docs (
      id integer PRIMARY KEY,
      title text NOT NULL,
      places text[] NOT NULL DEFAULT '{}',
      document tsvector GENERATED ALWAYS AS
        (fts.search_words(title, 'A') || fts.search_words(fts.search_join(places), 'B')) STORED
    )`);
  await query('CREATE INDEX docs_document_idx ON fts.docs USING gin (document)');
  await query(`
    INSERT INTO fts.docs (id, title, places) VALUES
      (1, 'CÔTE D''AZUR by the sea', '{Nice,"Saint-Tropez"}'),
      (2, 'Riding the Alps', '{Zürich,Andermatt}'),
      (3, 'A ride through Provence', '{Côte}')`);
  const ids = async (text: string) => {
    const params = fullTextQueryParams(text);
    if (!params) return [];
    const rows = await query(
      `SELECT id FROM fts.docs WHERE document @@ ${MATCH}
        ORDER BY ts_rank_cd(document, ${MATCH}) DESC, id`,
      [params.prefixes, params.words],
    );
    return rows.map((row) => Number(row.id));
  };
  return {
    // Accents folded on both sides, in either case.
    accentless: await ids('cote'),
    accented: await ids('Zürich'),
    // A word being typed matches as a prefix.
    partial: await ids('ande'),
    // English stems: "riding" finds "ride".
    stemmed: await ids('riding'),
    // Every word is required; a word only in one document narrows to it.
    allWords: await ids('alps zurich'),
    // A stop word alone still matches as a prefix of the words that start with it.
    stopWord: await ids('the'),
    none: await ids('nowhere'),
  };
}

const EXPECTED = {
  accentless: [1, 3],
  accented: [2],
  partial: [2],
  stemmed: [2, 3],
  allWords: [2],
  stopWord: [1, 2],
  none: [],
};

function clientQuery(client: Client): Query {
  return async (sql, params) =>
    (await client.query(sql, params)).rows as Array<Record<string, unknown>>;
}

describe('full-text search SQL', () => {
  it('answers on the embedded PGlite of local mode', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-fts-'));
    const { url, child } = await startEmbeddedInChild(dataDir);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      expect(await searchScenario(clientQuery(client))).toEqual(EXPECTED);
    } finally {
      await client.end();
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers the same on PostgreSQL', async () => {
    const database: TestDatabase = await createTestDatabase('fts');
    const client = new Client({ connectionString: database.url });
    try {
      await client.connect();
      expect(await searchScenario(clientQuery(client))).toEqual(EXPECTED);
    } finally {
      await client.end();
      await database.drop();
    }
  });
});

import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  plpgsqlSearchFunctionsSql,
  searchFunctionsSql,
  sqlSearchFunctionsSql,
} from './full-text-search';

/** The search functions on a real PostgreSQL: the PL/pgSQL ones answer as the SQL ones did. */

let database: TestDatabase;
let client: Client;

const TEXTS = [
  "Côte d'Azur Ride to Zürich",
  'Denver, CO Moab, UT Grand Junction, CO Ouray',
  'nature landmark food A ride through the Rockies, riding passes and the canyons of Utah.',
  'scenic motorcycle',
  'Łódź → Kraków: ŁÓDŹ, Ærøskøbing, İstanbul, ½ day',
  '',
  null,
];
const LISTS = [['Grand Junction, CO', 'Ouray'], [], null, ['Ærø', null, 'Bodø']];

async function answers(schema: string): Promise<string[]> {
  const words = await client.query<{ document: string }>(
    `SELECT "${schema}"."search_words"(t, w)::text AS document
     FROM unnest($1::text[]) AS t, unnest(ARRAY['A', 'D']::"char"[]) AS w`,
    [TEXTS],
  );
  const joined: string[] = [];
  for (const list of LISTS) {
    const { rows } = await client.query<{ text: string }>(
      `SELECT "${schema}"."search_join"($1::text[]) AS text`,
      [list],
    );
    joined.push(rows[0].text);
  }
  return [...words.rows.map((row) => row.document), ...joined];
}

async function languages(schema: string): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string; language: string }>(
    `SELECT p.proname AS name, l.lanname AS language
     FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = $1`,
    [schema],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.language]));
}

beforeAll(async () => {
  database = await createTestDatabase('search');
  client = new Client({ connectionString: database.url });
  await client.connect();
  for (const schema of ['in_sql', 'in_plpgsql']) {
    await client.query(`CREATE SCHEMA "${schema}"`);
    for (const statement of searchFunctionsSql(schema)) await client.query(statement);
  }
  for (const statement of plpgsqlSearchFunctionsSql('in_plpgsql')) await client.query(statement);
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe('plpgsqlSearchFunctionsSql', () => {
  it('replaces search_words and search_join with PL/pgSQL that answers the same', async () => {
    expect(await languages('in_plpgsql')).toEqual({
      search_fold: 'sql',
      search_words: 'plpgsql',
      search_join: 'plpgsql',
    });
    const expected = await answers('in_sql');
    expect(expected.filter((answer) => answer.includes("'cote':1A"))).toHaveLength(1);
    expect(await answers('in_plpgsql')).toEqual(expected);
  });

  it('keeps a stored document built with the functions the same, and sqlSearchFunctionsSql undoes it', async () => {
    await client.query(`CREATE TABLE "in_plpgsql"."posts" (
      "title" text, "tags" text[],
      "document" tsvector GENERATED ALWAYS AS (
        "in_plpgsql"."search_words"("title" || ' ' || "in_plpgsql"."search_join"("tags"), 'A')
      ) STORED)`);
    await client.query(`INSERT INTO "in_plpgsql"."posts" ("title", "tags") VALUES ($1, $2)`, [
      'Riding the Côte',
      ['Alps', 'passes'],
    ]);
    for (const statement of sqlSearchFunctionsSql('in_plpgsql')) await client.query(statement);
    expect(await languages('in_plpgsql')).toEqual({
      search_fold: 'sql',
      search_words: 'sql',
      search_join: 'sql',
    });
    await client.query(`INSERT INTO "in_plpgsql"."posts" ("title", "tags") VALUES ($1, $2)`, [
      'Riding the Côte',
      ['Alps', 'passes'],
    ]);
    const { rows } = await client.query<{ document: string }>(
      `SELECT "document"::text AS document FROM "in_plpgsql"."posts"`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].document).toBe(rows[1].document);
    expect(rows[0].document).toContain("'cote'");
  });
});

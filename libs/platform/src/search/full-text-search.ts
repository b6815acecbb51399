import type { MigrationInterface, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';

/**
 * Full-text search shared by the services that search their own tables (trips, blog posts).
 *
 * Accents are folded by the app, not by PostgreSQL's `unaccent`: the embedded database of local
 * mode (PGlite) does not ship it loaded, and `unaccent()` is not immutable, so it could not feed a
 * generated column anyway. Instead the same folding table is applied on both sides: by
 * `translate()` inside each schema's `search_fold` function (which builds the stored
 * `tsvector`), and by `foldAccents` on the words of a query.
 *
 * Documents are indexed twice, with the `simple` configuration (every word as written, for
 * prefix matching while someone types) and with `english` (stems, so "riding" finds "ride").
 */

/** Latin letters with diacritics (Latin-1 Supplement to Latin Extended-B), as their plain letter. */
function buildAccentFolding(): { from: string; to: string } {
  let from = '';
  let to = '';
  const extra: Record<string, string> = {
    ø: 'o',
    Ø: 'o',
    đ: 'd',
    Đ: 'd',
    ł: 'l',
    Ł: 'l',
    ı: 'i',
    ħ: 'h',
    Ħ: 'h',
  };
  for (let code = 0xc0; code <= 0x24f; code++) {
    const char = String.fromCharCode(code);
    const base = char.normalize('NFD')[0];
    const plain =
      extra[char] ?? (char !== base && /^[A-Za-z]$/.test(base) ? base.toLowerCase() : undefined);
    if (plain) {
      from += char;
      to += plain;
    }
  }
  return { from, to };
}

/**
 * The folding table, frozen with the migrations that embed it: changing it means a new migration
 * that recreates each schema's `search_fold` and the columns built with it.
 */
export const ACCENT_FOLDING = buildAccentFolding();

const FOLD = new Map([...ACCENT_FOLDING.from].map((char, i) => [char, ACCENT_FOLDING.to[i]]));

/** "Côte d'Azur" → "cote d'azur": lower case, diacritics dropped, as the stored documents are. */
export function foldAccents(text: string): string {
  return [...text]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** More words than this in one query are ignored: nobody types more, and each one costs. */
export const SEARCH_TERMS_MAX = 8;

/** The words of a query, folded, without punctuation or repeats (at most `SEARCH_TERMS_MAX`). */
export function searchTerms(query: string): string[] {
  const words = foldAccents(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
}

/** The parameters of `FULL_TEXT_QUERY`; null when the query has no word to look for. */
export interface FullTextQueryParams {
  /** Every word as a prefix, all required: `alp:* & pass:*` (words hold only letters and digits). */
  prefixes: string;
  /** The same words as plain text, stemmed by PostgreSQL. */
  words: string;
}

export function fullTextQueryParams(query: string): FullTextQueryParams | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  return { prefixes: terms.map((term) => `${term}:*`).join(' & '), words: terms.join(' ') };
}

/** A document matches when it has every word as a prefix, or every word's English stem. */
export const FULL_TEXT_QUERY =
  "(to_tsquery('simple', :prefixes) || plainto_tsquery('english', :words))";

/** Offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * The SQL functions a schema's search documents are built with (run by its migration):
 * `<schema>.search_fold(text)` folds case and accents as `foldAccents` does, and
 * `<schema>.search_words(text, weight)` indexes text with both configurations at one weight, and
 * `<schema>.search_join(text[])` makes one text of a list (`array_to_string` is only stable).
 * All are declared immutable, so a generated column and its GIN index may use them. These are
 * the functions as the first migrations made them: a later one replaces `search_words` and
 * `search_join` (plpgsqlSearchFunctionsSql).
 */
export function searchFunctionsSql(schema: string): string[] {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return [
    `CREATE FUNCTION "${schema}"."search_fold"(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT lower(translate($1, ${literal(ACCENT_FOLDING.from)}, ${literal(ACCENT_FOLDING.to)})) $$`,
    `CREATE FUNCTION "${schema}"."search_words"(text, "char") RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT setweight(
        to_tsvector('simple'::regconfig, "${schema}"."search_fold"(coalesce($1, '')))
          || to_tsvector('english'::regconfig, "${schema}"."search_fold"(coalesce($1, ''))),
        $2) $$`,
    `CREATE FUNCTION "${schema}"."search_join"(text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$`,
  ];
}

/**
 * `search_words` and `search_join` again, in PL/pgSQL (`CREATE OR REPLACE`, the same answers).
 * Written in SQL, PostgreSQL could inline neither into a generated column's expression:
 * `search_words` uses its text twice and is handed a costly expression, `search_join` calls
 * `array_to_string`, which is only stable. So each call of either set up an SQL function's
 * execution for itself, four and two times a row, and `search_words` folded its text twice.
 * A row's search document, computed on every insert and update of the row, took 0.5 ms of the
 * database's CPU; in PL/pgSQL, with the text folded once, it takes half that (a trip is written
 * twice a plan). Each schema that searches replaces them (searchFunctionsInPlpgsqlMigration).
 */
export function plpgsqlSearchFunctionsSql(schema: string): string[] {
  return [
    `CREATE OR REPLACE FUNCTION "${schema}"."search_words"(text, "char") RETURNS tsvector
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
      AS $$
      DECLARE
        folded text := "${schema}"."search_fold"(coalesce($1, ''));
      BEGIN
        RETURN setweight(
          to_tsvector('simple'::regconfig, folded) || to_tsvector('english'::regconfig, folded),
          $2);
      END $$`,
    `CREATE OR REPLACE FUNCTION "${schema}"."search_join"(text[]) RETURNS text
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
      AS $$ BEGIN RETURN coalesce(array_to_string($1, ' '), ''); END $$`,
  ];
}

/** `search_words` and `search_join` back in SQL, as `searchFunctionsSql` made them. */
export function sqlSearchFunctionsSql(schema: string): string[] {
  return searchFunctionsSql(schema)
    .filter((statement) => !statement.includes('"search_fold"(text)'))
    .map((statement) => statement.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
}

/**
 * The migration of a schema's search functions to PL/pgSQL (plpgsqlSearchFunctionsSql), one
 * class for each service to list under the same name: the stored documents stay as they are.
 */
export function searchFunctionsInPlpgsqlMigration(schema: string): new () => MigrationInterface {
  return class SearchFunctionsInPlpgsql1765238400000 implements MigrationInterface {
    name = 'SearchFunctionsInPlpgsql1765238400000';

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of plpgsqlSearchFunctionsSql(schema)) await queryRunner.query(statement);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const statement of sqlSearchFunctionsSql(schema)) await queryRunner.query(statement);
    }
  };
}

/** Undoes `searchFunctionsSql` (after the columns that use the functions are gone). */
export function dropSearchFunctionsSql(schema: string): string[] {
  return ['search_words(text, "char")', 'search_fold(text)', 'search_join(text[])'].map(
    (signature) => `DROP FUNCTION "${schema}".${signature}`,
  );
}

/**
 * Narrows `query` (aliased `alias`, with a `search_document` column built by `search_words`) to
 * the rows that have the words, for lists ordered some other way than by the best match.
 */
export function whereMatches<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  params: FullTextQueryParams,
): SelectQueryBuilder<T> {
  return query.andWhere(`${alias}.search_document @@ ${FULL_TEXT_QUERY}`, params);
}

/**
 * One page of the rows of `query` (aliased `alias`, with a `search_document` column built by
 * `search_words`) that match the words, best match first, newest first among equals; and how
 * many match in all. A query with no word matches nothing.
 */
export async function fullTextSearchPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  request: { query: string; page: number; pageSize: number },
): Promise<{ items: T[]; total: number }> {
  const params = fullTextQueryParams(request.query);
  if (!params) return { items: [], total: 0 };
  const document = `${alias}.search_document`;
  const [items, total] = await whereMatches(query, alias, params)
    .orderBy(`ts_rank_cd(${document}, ${FULL_TEXT_QUERY})`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .offset(pageOffset(request.page, request.pageSize))
    .limit(request.pageSize)
    .getManyAndCount();
  return { items, total };
}

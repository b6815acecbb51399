import { searchFunctionsInPlpgsqlMigration } from '@roadbook/platform/database';

/** The search document's functions in PL/pgSQL, at half the database's CPU a row. */
export const SearchFunctionsInPlpgsql1765238400000 = searchFunctionsInPlpgsqlMigration('blog');

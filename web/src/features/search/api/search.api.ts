import type { SearchResults } from '@roadbook/contracts';
import { baseApi } from '../../../shared/api/base.api';

export interface SearchArgs {
  q: string;
  page: number;
}

/** `GET /api/search`: featured trips and published posts matching the words. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, SearchArgs>({
      query: ({ q, page }) => ({ url: '/search', params: { q, page } }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;

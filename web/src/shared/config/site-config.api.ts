import type { SiteConfig } from '@roadbook/contracts';
import { baseApi } from '../api/base.api';

export const siteConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/config/site`: the operator's contact address (`CONTACT_EMAIL`), if any. */
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => '/config/site',
      // Set at deploy time only.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;

import type { AnalyticsReport } from '@roadbook/contracts';
import { baseApi } from '../../../shared/api/base.api';

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admins only: page views and events per day over the last `days` days, and top pages. */
    getAnalyticsReport: build.query<AnalyticsReport, number>({
      query: (days) => `/admin/analytics?days=${days}`,
      // Counts grow while the dashboard is open; a revisit shows fresh ones.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAnalyticsReportQuery } = analyticsApi;

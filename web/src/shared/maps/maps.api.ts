import type { MapsConfig } from '@roadbook/contracts';
import { baseApi } from '../api/base.api';

export const mapsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/config/maps` (docs/product.md#config-api): tile template and attribution for the
     * interactive map.
     */
    getMapsConfig: build.query<MapsConfig, void>({
      query: () => '/config/maps',
      // The settings only change with a redeploy.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMapsConfigQuery } = mapsApi;

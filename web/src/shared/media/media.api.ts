import type { ImageUploadResponse } from '@roadbook/contracts';
import { UPLOAD_FIELD } from '@roadbook/contracts/browser';
import { baseApi } from '../api/base.api';

export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/upload/image` (docs/product.md#media-api): multipart, field `image`; admins only.
     */
    uploadImage: build.mutation<ImageUploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { url: '/upload/image', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImageMutation } = mediaApi;

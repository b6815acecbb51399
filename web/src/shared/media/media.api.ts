import type { ImageUploadResponse } from '@roadbook/contracts';
import { UPLOAD_FIELD } from '@roadbook/contracts/src/browser';
import { baseApi } from '../api/base.api';

export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 `POST /api/upload/image`: multipart, field `image`; admins only. */
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

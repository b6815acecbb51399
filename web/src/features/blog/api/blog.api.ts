import type { BlogPost, BlogPostInput, BlogPostPage, BlogPostSummary } from '@roadbook/contracts';
import { baseApi } from '../../../shared/api/base.api';

/** What the editor sends: the input DTO's fields as plain data. */
export type BlogPostBody = BlogPostInput;

const blogApi = baseApi.enhanceEndpoints({ addTagTypes: ['BlogPosts', 'BlogPost'] });

/**
 * Every change to a post refreshes the list and that post's pages. Post pages are cached by
 * slug and the editor by id, so both carry the post's id as their tag.
 */
const changedPost = (id: number) => [{ type: 'BlogPost' as const, id }, 'BlogPosts' as const];

/** The blog's calls: the public list and post, and the admin's writing and publishing. */
export const blogEndpoints = blogApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPostSummary[], void>({
      query: () => '/blog',
      providesTags: (posts) => [
        'BlogPosts',
        ...(posts ?? []).map((post) => ({ type: 'BlogPost' as const, id: post.id })),
      ],
    }),
    getBlogPostBySlug: build.query<BlogPostPage, string>({
      query: (slug) => `/blog/${encodeURIComponent(slug)}`,
      // Related articles are other posts: any change in the list may change this page too.
      providesTags: (post) => (post ? [{ type: 'BlogPost', id: post.id }, 'BlogPosts'] : []),
    }),
    getBlogPostForEditing: build.query<BlogPost, number>({
      query: (id) => `/admin/blog/${id}`,
      providesTags: (_post, _error, id) => [{ type: 'BlogPost', id }],
    }),
    createBlogPost: build.mutation<BlogPost, BlogPostBody>({
      query: (body) => ({ url: '/admin/blog', method: 'POST', body }),
      invalidatesTags: (_post, error) => (error ? [] : ['BlogPosts']),
    }),
    updateBlogPost: build.mutation<BlogPost, { id: number; body: BlogPostBody }>({
      query: ({ id, body }) => ({ url: `/admin/blog/${id}`, method: 'PUT', body }),
      invalidatesTags: (_post, error, { id }) => (error ? [] : changedPost(id)),
    }),
    deleteBlogPost: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/admin/blog/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : changedPost(id)),
    }),
    setBlogPostPublished: build.mutation<BlogPost, { id: number; publish: boolean }>({
      query: ({ id, publish }) => ({
        url: `/admin/blog/${id}/${publish ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      invalidatesTags: (_post, error, { id }) => (error ? [] : changedPost(id)),
    }),
  }),
});

export const {
  useGetBlogPostsQuery,
  useGetBlogPostBySlugQuery,
  useGetBlogPostForEditingQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
  useSetBlogPostPublishedMutation,
} = blogEndpoints;

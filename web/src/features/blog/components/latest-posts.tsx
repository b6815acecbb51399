import { useGetBlogPostsQuery } from '../api/blog.api';
import { BlogCardSkeleton } from './blog-card-skeleton';
import { BlogPostCard } from './blog-post-card';
import { PostsGrid } from './posts-grid';
import Typography from '@mui/material/Typography';

/**
 * The newest published posts as cards (home page, articles page). Skeletons of the same size
 * hold their place while the list loads; nothing is shown when there are none.
 */
export function LatestPosts({ count = 3, emptyText }: { count?: number; emptyText: string }) {
  const posts = useGetBlogPostsQuery();
  if (posts.isLoading) {
    return (
      <PostsGrid label="Loading latest posts">
        {Array.from({ length: count }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </PostsGrid>
    );
  }
  const latest = (posts.data ?? []).filter((post) => post.status === 'published').slice(0, count);
  if (latest.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <PostsGrid label="Latest posts">
      {latest.map((post) => (
        <BlogPostCard key={post.id} post={post} headingLevel="h3" />
      ))}
    </PostsGrid>
  );
}

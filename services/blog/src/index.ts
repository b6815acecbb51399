export { blogService } from './blog-service';
export {
  seedBlogPosts,
  seedPostCovers,
  type SeedBlogOptions,
  type SeedBlogResult,
  type SeedCoverSource,
} from './seed/seed-blog-posts';

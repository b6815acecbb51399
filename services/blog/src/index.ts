export { blogService } from './blog-service';
export {
  seedBlogPosts,
  seedPostCovers,
  type SeedBlogOptions,
  type SeedBlogResult,
} from './seed/seed-blog-posts';

export { blogService } from './blog-service';
export { seedBlogPosts, type SeedBlogOptions, type SeedBlogResult } from './seed/seed-blog-posts';

export { blogService } from './blog-service';

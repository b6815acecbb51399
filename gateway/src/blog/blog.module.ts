import { Module } from '@nestjs/common';
import { AdminBlogController } from './admin-blog.controller';
import { BlogCallers } from './blog-callers';
import { BlogController } from './blog.controller';

@Module({
  controllers: [BlogController, AdminBlogController],
  providers: [BlogCallers],
  exports: [BlogCallers],
})
export class BlogModule {}

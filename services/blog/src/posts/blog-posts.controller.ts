import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BlogPatterns,
  BlogPostInput,
  USER_ROLES,
  type RpcResponse,
  type UserRole,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { BlogPostPagesService } from './blog-post-pages.service';
import { BlogPostsService } from './blog-posts.service';

class CallerDto {
  @IsOptional()
  @IsInt()
  userId?: number;

  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;
}

class ByCaller {
  @ValidateNested()
  @Type(() => CallerDto)
  caller: CallerDto;
}

class SlugRequest extends ByCaller {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  slug: string;
}

class PostRequest extends ByCaller {
  @IsInt()
  postId: number;
}

class CreateRequest extends ByCaller {
  @ValidateNested()
  @Type(() => BlogPostInput)
  input: BlogPostInput;
}

class UpdateRequest extends PostRequest {
  @ValidateNested()
  @Type(() => BlogPostInput)
  input: BlogPostInput;
}

/** The blog service's transport surface; every payload is validated here too. */
@Controller()
export class BlogPostsController {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly pages: BlogPostPagesService,
  ) {}

  @MessagePattern(BlogPatterns.list)
  list(@Payload() r: ByCaller): Promise<RpcResponse<'blog.post.list'>> {
    return this.posts.list(r.caller);
  }

  @MessagePattern(BlogPatterns.getBySlug)
  getBySlug(@Payload() r: SlugRequest): Promise<RpcResponse<'blog.post.get-by-slug'>> {
    return this.pages.bySlug(r.slug, r.caller);
  }

  @MessagePattern(BlogPatterns.get)
  get(@Payload() r: PostRequest): Promise<RpcResponse<'blog.post.get'>> {
    return this.posts.get(r.postId, r.caller);
  }

  @MessagePattern(BlogPatterns.create)
  create(@Payload() r: CreateRequest): Promise<RpcResponse<'blog.post.create'>> {
    return this.posts.create(r.input, r.caller);
  }

  @MessagePattern(BlogPatterns.update)
  update(@Payload() r: UpdateRequest): Promise<RpcResponse<'blog.post.update'>> {
    return this.posts.update(r.postId, r.input, r.caller);
  }

  @MessagePattern(BlogPatterns.delete)
  async delete(@Payload() r: PostRequest): Promise<RpcResponse<'blog.post.delete'>> {
    await this.posts.delete(r.postId, r.caller);
    return { ok: true };
  }

  @MessagePattern(BlogPatterns.publish)
  publish(@Payload() r: PostRequest): Promise<RpcResponse<'blog.post.publish'>> {
    return this.posts.setStatus(r.postId, 'published', r.caller);
  }

  @MessagePattern(BlogPatterns.unpublish)
  unpublish(@Payload() r: PostRequest): Promise<RpcResponse<'blog.post.unpublish'>> {
    return this.posts.setStatus(r.postId, 'draft', r.caller);
  }
}

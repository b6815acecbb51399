import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BlogPatterns,
  BlogPostInput,
  IsRowId,
  SearchRequestDto,
  TRIP_ARTICLES_LIMIT,
  type RpcResponse,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ByCaller } from '../blog-caller.dto';
import { BlogPostPagesService } from './blog-post-pages.service';
import { BlogPostsService } from './blog-posts.service';

class SlugRequest extends ByCaller {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  slug: string;
}

class PostRequest extends ByCaller {
  @IsRowId('postId')
  postId: number;
}

class CreateRequest extends ByCaller {
  @ValidateNested()
  @Type(() => BlogPostInput)
  input: BlogPostInput;

  /** The gateway's key for this creation (BlogPostsService.create). */
  @IsUUID()
  creationKey: string;
}

class UpdateRequest extends PostRequest {
  @ValidateNested()
  @Type(() => BlogPostInput)
  input: BlogPostInput;
}

class RelatedToTripRequest {
  @IsArray()
  @ArrayMaxSize(TRIP_ARTICLES_LIMIT.activities)
  @IsString({ each: true })
  @MaxLength(TRIP_ARTICLES_LIMIT.valueLength, { each: true })
  activities: string[];

  @IsArray()
  @ArrayMaxSize(TRIP_ARTICLES_LIMIT.places)
  @IsString({ each: true })
  @MaxLength(TRIP_ARTICLES_LIMIT.valueLength, { each: true })
  places: string[];

  @IsInt()
  @Min(TRIP_ARTICLES_LIMIT.min)
  @Max(TRIP_ARTICLES_LIMIT.max)
  limit: number;
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

  @MessagePattern(BlogPatterns.search)
  search(@Payload() r: SearchRequestDto): Promise<RpcResponse<'blog.post.search'>> {
    return this.posts.search(r);
  }

  @MessagePattern(BlogPatterns.getBySlug)
  getBySlug(@Payload() r: SlugRequest): Promise<RpcResponse<'blog.post.get-by-slug'>> {
    return this.pages.bySlug(r.slug, r.caller);
  }

  @MessagePattern(BlogPatterns.listRelatedToTrip)
  listRelatedToTrip(
    @Payload() r: RelatedToTripRequest,
  ): Promise<RpcResponse<'blog.post.list-related-to-trip'>> {
    return this.pages.relatedToTrip(r, r.limit);
  }

  @MessagePattern(BlogPatterns.get)
  get(@Payload() r: PostRequest): Promise<RpcResponse<'blog.post.get'>> {
    return this.posts.get(r.postId, r.caller);
  }

  @MessagePattern(BlogPatterns.create)
  create(@Payload() r: CreateRequest): Promise<RpcResponse<'blog.post.create'>> {
    return this.posts.create(r.input, r.caller, r.creationKey);
  }

  @MessagePattern(BlogPatterns.update)
  update(@Payload() r: UpdateRequest): Promise<RpcResponse<'blog.post.update'>> {
    return this.posts.update(r.postId, r.input, r.caller);
  }

  @MessagePattern(BlogPatterns.delete)
  async delete(@Payload() r: PostRequest): Promise<RpcResponse<'blog.post.delete'>> {
    const { wasPublished } = await this.posts.delete(r.postId, r.caller);
    return { ok: true, wasPublished };
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

import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BlogPatterns,
  TRIP_ARTICLES_LIMIT,
  type BlogCaller,
  type BlogPostPage,
  type BlogPostSummary,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { Caller } from '../auth/caller.decorator';
import { BlogCallers } from './blog-callers';
import { TripArticlesQuery } from './trip-articles.query';

/** The blog as readers see it: published posts for everyone, drafts too for admins. */
@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(@InjectServiceClient('blog') private readonly blog: ServiceClient) {}

  /** Newest first. */
  @Get()
  list(@Caller(BlogCallers) caller: BlogCaller): Promise<BlogPostSummary[]> {
    return this.blog.send(BlogPatterns.list, { caller });
  }

  /**
   * Published posts closest to a trip, best first: `?activities=nature&activities=food
   * &places=Moab, UT&limit=4` (each value repeated as its own parameter, since place names
   * hold commas). Two path segments, so no post's slug can shadow it.
   */
  @Get('related/for-trip')
  relatedToTrip(@Query() query: TripArticlesQuery): Promise<BlogPostSummary[]> {
    return this.blog.send(BlogPatterns.listRelatedToTrip, {
      activities: query.activities ?? [],
      places: query.places ?? [],
      limit: query.limit ?? TRIP_ARTICLES_LIMIT.default,
    });
  }

  /** The post with its linked trips, related articles and related routes; a draft is 404. */
  @Get(':slug')
  get(@Param('slug') slug: string, @Caller(BlogCallers) caller: BlogCaller): Promise<BlogPostPage> {
    return this.blog.send(BlogPatterns.getBySlug, { slug, caller });
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BlogPatterns, TripsPatterns, type SearchResults } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { SearchQuery } from './search.query';

/** One search over what anyone may read: featured trips and published blog posts. */
@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
  ) {}

  /** Each service ranks its own matches; both are asked at once, for the same page. */
  @Get()
  async search(@Query() { q, page, pageSize }: SearchQuery): Promise<SearchResults> {
    const request = { query: q, page, pageSize };
    const [trips, posts] = await Promise.all([
      this.trips.send(TripsPatterns.search, request),
      this.blog.send(BlogPatterns.search, request),
    ]);
    return { query: q, trips, posts, page, pageSize };
  }
}

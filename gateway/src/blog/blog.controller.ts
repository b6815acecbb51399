import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BlogPatterns, type BlogPostPage, type BlogPostSummary } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { BlogCallers } from './blog-callers';

/** The blog as readers see it: published posts for everyone, drafts too for admins. */
@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    private readonly callers: BlogCallers,
  ) {}

  /** Newest first. */
  @Get()
  async list(@Req() request: FastifyRequest): Promise<BlogPostSummary[]> {
    return this.blog.send(BlogPatterns.list, { caller: await this.callers.of(request) });
  }

  /** The post with its linked trips, related articles and related routes; a draft is 404. */
  @Get(':slug')
  async get(@Param('slug') slug: string, @Req() request: FastifyRequest): Promise<BlogPostPage> {
    return this.blog.send(BlogPatterns.getBySlug, {
      slug,
      caller: await this.callers.of(request),
    });
  }
}

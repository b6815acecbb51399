import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BlogPatterns,
  BlogPostInput,
  SystemEvents,
  type BlogPost,
  type SessionPrincipal,
} from '@roadbook/contracts';
import {
  EventBus,
  InjectServiceClient,
  ParseRowIdPipe,
  type ServiceClient,
} from '@roadbook/platform';
import { randomUUID } from 'node:crypto';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { adminCaller } from './blog-callers';

/**
 * Writing the blog. The guard refuses visitors (401) and users (403) here; the blog service
 * checks the caller's role again, so no other way in skips the rule. A write visitors may see
 * drops this gateway's public pages before it is answered (`changedHere`), as the blog service's
 * announcement of a change to a published post drops them on every gateway a moment later.
 */
@ApiTags('admin')
@Controller('admin/blog')
export class AdminBlogController {
  constructor(
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    private readonly events: EventBus,
  ) {}

  @Get(':id')
  @AdminOnly()
  get(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    return this.blog.send(BlogPatterns.get, { postId, caller: adminCaller(session) });
  }

  @Post()
  @AdminOnly()
  async create(
    @Body() input: BlogPostInput,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    const post = await this.blog.send(BlogPatterns.create, {
      input,
      caller: adminCaller(session),
      // Names this creation, so that sending it again to another blog replica makes no second
      // post: the gateway's own, never taken from the request.
      creationKey: randomUUID(),
    });
    this.changedHere(post);
    return post;
  }

  @Put(':id')
  @AdminOnly()
  async update(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @Body() input: BlogPostInput,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    const post = await this.blog.send(BlogPatterns.update, {
      postId,
      input,
      caller: adminCaller(session),
    });
    this.changedHere(post);
    return post;
  }

  @Delete(':id')
  @AdminOnly()
  async delete(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<{ ok: true }> {
    const { wasPublished } = await this.blog.send(BlogPatterns.delete, {
      postId,
      caller: adminCaller(session),
    });
    // Only a published post was on the pages visitors were served; a draft changes none.
    if (wasPublished) this.events.deliverHere(SystemEvents.publishedPostChanged, { postId });
    return { ok: true };
  }

  @Post(':id/publish')
  @HttpCode(200)
  @AdminOnly()
  async publish(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    const post = await this.blog.send(BlogPatterns.publish, {
      postId,
      caller: adminCaller(session),
    });
    this.changedHere(post);
    return post;
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @AdminOnly()
  async unpublish(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    const post = await this.blog.send(BlogPatterns.unpublish, {
      postId,
      caller: adminCaller(session),
    });
    this.changedHere(post);
    return post;
  }

  /**
   * Drops this gateway's public pages now when visitors may have seen the post before or after
   * the write: it has been published at some time (`publishedAt` stays once set). A draft never
   * published changes nothing they see.
   */
  private changedHere(post: BlogPost): void {
    if (post.publishedAt === null) return;
    this.events.deliverHere(SystemEvents.publishedPostChanged, { postId: post.id });
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BlogPatterns,
  BlogPostInput,
  type BlogPost,
  type SessionPrincipal,
} from '@roadbook/contracts';
import { InjectServiceClient, ParseRowIdPipe, type ServiceClient } from '@roadbook/platform';
import { randomUUID } from 'node:crypto';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { adminCaller } from './blog-callers';

/**
 * Writing the blog. The guard refuses visitors (401) and users (403) here; the blog service
 * checks the caller's role again, so no other way in skips the rule.
 */
@ApiTags('admin')
@Controller('admin/blog')
export class AdminBlogController {
  constructor(@InjectServiceClient('blog') private readonly blog: ServiceClient) {}

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
  create(
    @Body() input: BlogPostInput,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    return this.blog.send(BlogPatterns.create, {
      input,
      caller: adminCaller(session),
      // Names this creation, so that sending it again to another blog replica makes no second
      // post: the gateway's own, never taken from the request.
      creationKey: randomUUID(),
    });
  }

  @Put(':id')
  @AdminOnly()
  update(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @Body() input: BlogPostInput,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    return this.blog.send(BlogPatterns.update, { postId, input, caller: adminCaller(session) });
  }

  @Delete(':id')
  @AdminOnly()
  delete(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<{ ok: true }> {
    return this.blog.send(BlogPatterns.delete, { postId, caller: adminCaller(session) });
  }

  @Post(':id/publish')
  @HttpCode(200)
  @AdminOnly()
  publish(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    return this.blog.send(BlogPatterns.publish, { postId, caller: adminCaller(session) });
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @AdminOnly()
  unpublish(
    @Param('id', new ParseRowIdPipe()) postId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<BlogPost> {
    return this.blog.send(BlogPatterns.unpublish, { postId, caller: adminCaller(session) });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BlogMessages,
  type BlogCaller,
  type BlogPost,
  type BlogPostInput,
  type BlogPostStatus,
  type BlogPostSummary,
  type SearchHits,
  type SearchRequest,
} from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { fullTextSearchPage, isUniqueViolation } from '@roadbook/platform/database';
import { Repository } from 'typeorm';
import { assertAdmin, isAdmin } from './blog-access';
import { BlogPostEntity } from './entities/blog-post.entity';
import { hasVisibleContent, sanitizePostHtml } from './html/sanitize-post-html';
import { decideSlug, firstFreeSlug } from './post-slug';
import { PublishedPostChanges } from './published-post-changes';
import { toBlogPost, toBlogPostSummary } from './to-blog-post';

/** The list has no pages: this many posts is years of writing, and keeps every answer bounded. */
export const BLOG_LIST_LIMIT = 500;
/** Another writer may take the same slug between our check and our insert; try again this often. */
const SLUG_ATTEMPTS = 3;

/** Blog posts: reading what the caller may see, and the admins' writing and publishing. */
@Injectable()
export class BlogPostsService {
  constructor(
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    private readonly changes: PublishedPostChanges,
  ) {}

  /** Newest first (by first publication, drafts by creation): published only unless admin. */
  async list(caller: BlogCaller): Promise<BlogPostSummary[]> {
    return (await this.newestFirst(caller, BLOG_LIST_LIMIT)).map(toBlogPostSummary);
  }

  /** Published posts matching the words, best match first; drafts are never found, by anyone. */
  async search(request: SearchRequest): Promise<SearchHits<BlogPostSummary>> {
    const published = this.posts
      .createQueryBuilder('post')
      // A literal, not a parameter, so the planner can use the partial index over published posts.
      .where("post.status = 'published'");
    const { items, total } = await fullTextSearchPage(published, 'post', request);
    return { items: items.map(toBlogPostSummary), total };
  }

  /** Other posts the caller may read, newest first: the candidates for related articles. */
  others(post: BlogPostEntity, caller: BlogCaller, limit: number): Promise<BlogPostEntity[]> {
    return this.newestFirst(caller, limit, post.id);
  }

  /** Published posts, newest first, as a visitor sees them. */
  published(limit: number): Promise<BlogPostEntity[]> {
    return this.newestFirst({}, limit);
  }

  private newestFirst(
    caller: BlogCaller,
    limit: number,
    exceptId?: number,
  ): Promise<BlogPostEntity[]> {
    const query = this.posts
      .createQueryBuilder('post')
      .orderBy('COALESCE(post.published_at, post.created_at)', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .take(limit);
    if (!isAdmin(caller)) query.andWhere('post.status = :status', { status: 'published' });
    if (exceptId !== undefined) query.andWhere('post.id <> :exceptId', { exceptId });
    return query.getMany();
  }

  findBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.posts.findOneBy({ slug });
  }

  async get(postId: number, caller: BlogCaller): Promise<BlogPost> {
    assertAdmin(caller);
    return toBlogPost(await this.require(postId));
  }

  /**
   * A new post, once per `creationKey` (the gateway's, one per request): the same creation sent
   * again (its replica lost with the call, RETRIABLE_PATTERNS) answers the post it made.
   */
  async create(input: BlogPostInput, caller: BlogCaller, creationKey: string): Promise<BlogPost> {
    assertAdmin(caller);
    const made = await this.posts.findOneBy({ creationKey });
    if (made) return toBlogPost(made);
    const post = this.posts.create({
      authorId: caller.userId,
      status: 'draft',
      publishedAt: null,
      creationKey,
    });
    this.apply(post, input);
    let saved: BlogPostEntity;
    try {
      saved = await this.saveWithSlug(this.posts, post, input, null);
    } catch (error) {
      // The same creation sent again at once: the other sending made the post.
      const madeMeanwhile = await this.posts.findOneBy({ creationKey });
      if (madeMeanwhile) return toBlogPost(madeMeanwhile);
      throw error;
    }
    await this.changes.announce(saved.id, { before: false, after: isPublished(saved) });
    return toBlogPost(saved);
  }

  /**
   * Replaces the post with the input (the editor sends every field); the slug rules apply. The
   * row is locked from its read to its write, so the same edit sent twice at once (one sent
   * again, RETRIABLE_PATTERNS) runs one after the other: the second finds the first's slug and
   * first publication in place, and both answer the same post.
   */
  async update(postId: number, input: BlogPostInput, caller: BlogCaller): Promise<BlogPost> {
    assertAdmin(caller);
    const { saved, before } = await this.posts.manager.transaction(async (manager) => {
      const posts = manager.getRepository(BlogPostEntity);
      const post = await posts.findOne({
        where: { id: postId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!post) throw serviceError('not-found', BlogMessages.notFound);
      const current = { slug: post.slug, publishedAt: post.publishedAt };
      const wasPublished = isPublished(post);
      this.apply(post, input);
      return { saved: await this.saveWithSlug(posts, post, input, current), before: wasPublished };
    });
    await this.changes.announce(postId, { before, after: isPublished(saved) });
    return toBlogPost(saved);
  }

  /** Deletes the post; answers whether it was published (what visitors read of it is gone). */
  async delete(postId: number, caller: BlogCaller): Promise<{ wasPublished: boolean }> {
    assertAdmin(caller);
    const post = await this.require(postId);
    const { affected } = await this.posts.delete({ id: postId });
    if (!affected) throw serviceError('not-found', BlogMessages.notFound);
    const wasPublished = isPublished(post);
    await this.changes.announce(postId, { before: wasPublished, after: false });
    return { wasPublished };
  }

  /**
   * Publishes or unpublishes the post. The first publication's date is stamped by the database,
   * once (`FIRST_PUBLICATION`): two publishings at once (one sent again, RETRIABLE_PATTERNS)
   * write and answer the same date.
   */
  async setStatus(postId: number, status: BlogPostStatus, caller: BlogCaller): Promise<BlogPost> {
    assertAdmin(caller);
    const before = isPublished(await this.require(postId));
    await this.posts.update(
      { id: postId },
      status === 'published' ? { status, publishedAt: FIRST_PUBLICATION } : { status },
    );
    const saved = await this.require(postId);
    await this.changes.announce(postId, { before, after: isPublished(saved) });
    return toBlogPost(saved);
  }

  private async require(postId: number): Promise<BlogPostEntity> {
    const post = await this.posts.findOneBy({ id: postId });
    if (!post) throw serviceError('not-found', BlogMessages.notFound);
    return post;
  }

  /** The input's fields on the post, with the HTML made safe. */
  private apply(post: BlogPostEntity, input: BlogPostInput): void {
    const content = sanitizePostHtml(input.content);
    if (!hasVisibleContent(content)) {
      throw serviceError('invalid-input', {
        content: [BlogMessages.emptyAfterSanitising],
      });
    }
    Object.assign(post, {
      title: input.title,
      content,
      excerpt: input.excerpt ?? null,
      featuredImage: input.featuredImage ?? null,
      tags: input.tags ?? [],
      tripIds: [...new Set(input.tripIds ?? [])],
      metaTitle: input.metaTitle ?? null,
      metaDescription: input.metaDescription ?? null,
    });
    if (input.status) setStatus(post, input.status);
  }

  /**
   * Saves the post under its slug, through `posts` (the repository of the caller's transaction,
   * if any). Each attempt is a transaction of its own, nested as a savepoint in the caller's: a
   * slug another writer took meanwhile undoes that attempt alone.
   */
  private async saveWithSlug(
    posts: Repository<BlogPostEntity>,
    post: BlogPostEntity,
    input: BlogPostInput,
    current: { slug: string; publishedAt: Date | null } | null,
  ): Promise<BlogPostEntity> {
    const decision = decideSlug(current, input);
    for (let attempt = 1; ; attempt++) {
      if (decision.kind === 'explicit') post.slug = decision.slug;
      if (decision.kind === 'from-title') {
        post.slug = firstFreeSlug(decision.base, await slugsTaken(posts, decision.base, post.id));
      }
      try {
        return await posts.manager.transaction((attemptManager) => attemptManager.save(post));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (decision.kind !== 'from-title' || attempt >= SLUG_ATTEMPTS) {
          throw serviceError('conflict', { slug: [BlogMessages.slugTaken] });
        }
      }
    }
  }
}

/** Slugs of other posts that are the base or a numbered form of it. */
async function slugsTaken(
  posts: Repository<BlogPostEntity>,
  base: string,
  ownId: number | undefined,
): Promise<Set<string>> {
  const rows = await posts
    .createQueryBuilder('post')
    .select('post.slug', 'slug')
    .where('(post.slug = :base OR post.slug LIKE :numbered)', { base, numbered: `${base}-%` })
    .andWhere('post.id <> :ownId', { ownId: ownId ?? 0 })
    .getRawMany<{ slug: string }>();
  return new Set(rows.map((row) => row.slug));
}

function isPublished(post: BlogPostEntity): boolean {
  return post.status === 'published';
}

/** The stored first publication's date, or now: in SQL, so that the row decides. */
const FIRST_PUBLICATION = () => 'COALESCE("published_at", now())';

/** Publishing stamps the first publication date once; unpublishing keeps it. */
function setStatus(post: BlogPostEntity, status: BlogPostStatus): void {
  post.status = status;
  if (status === 'published') post.publishedAt ??= new Date();
}

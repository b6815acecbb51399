import { randomUUID } from 'node:crypto';
import { AuthMessages, BlogMessages, SystemEvents, type BlogPostInput } from '@roadbook/contracts';
import { type EventBus } from '@roadbook/platform';
import { withServiceDatabase } from '@roadbook/platform/database';
import { createTestDatabase, heardEvents, type TestDatabase } from '@roadbook/platform/testing';
import { BLOG_ENTITIES, BLOG_MIGRATIONS } from '../blog-service.module';
import { blogPostsService } from '../testing/blog-posts-service';
import type { BlogPostsService } from './blog-posts.service';
import { BlogPostEntity } from './entities/blog-post.entity';

const ADMIN = { userId: 1, role: 'admin' } as const;
const RIDER = { userId: 2, role: 'user' } as const;
const VISITOR = {};

const post = (title: string, extra: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title,
  content: '<p>Switchbacks all morning, then the long valley road home.</p>',
  excerpt: 'A day on the pass',
  tags: ['Alps'],
  tripIds: [],
  ...extra,
});

describe('BlogPostsService on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('blog-posts');
  });

  afterAll(async () => {
    await database.drop();
  });

  /** The service on the migrated blog schema, emptied after each test. */
  function withPosts(work: (posts: BlogPostsService, events: EventBus) => Promise<void>) {
    return withServiceDatabase(
      database.url,
      { schema: 'blog', entities: BLOG_ENTITIES, migrations: BLOG_MIGRATIONS },
      async (dataSource) => {
        const repository = dataSource.getRepository(BlogPostEntity);
        try {
          const { posts, events } = blogPostsService(repository);
          await work(posts, events);
        } finally {
          await repository.clear();
        }
      },
    );
  }

  it('writes an admin’s post as a draft, with safe HTML, a slug from its title and each trip once', () =>
    withPosts(async (posts) => {
      const written = await posts.create(
        post('Stelvio at Dawn!', {
          content: '<p onclick="steal()">Forty-eight hairpins.</p><script>steal()</script>',
          tripIds: [4, 4, 9],
        }),
        ADMIN,
        randomUUID(),
      );

      expect(written).toMatchObject({
        title: 'Stelvio at Dawn!',
        slug: 'stelvio-at-dawn',
        status: 'draft',
        content: '<p>Forty-eight hairpins.</p>',
        tripIds: [4, 9],
      });
      expect(written.publishedAt).toBeNull();
    }));

  it('tells every gateway when visitors would see a change, and never for a draft', () =>
    withPosts(async (posts, events) => {
      const { heard, stop } = heardEvents(events, SystemEvents.publishedPostChanged);
      try {
        const draft = await posts.create(post('Col de la Bonette'), ADMIN, randomUUID());
        await posts.update(draft.id, post('Col de la Bonette, again'), ADMIN);
        expect(heard).toEqual([]);
        await posts.setStatus(draft.id, 'published', ADMIN);
        await posts.update(draft.id, post('Bonette at Noon'), ADMIN);
        await posts.setStatus(draft.id, 'draft', ADMIN);
        await posts.update(draft.id, post('A Quiet Draft'), ADMIN);
        const live = await posts.create(
          post('Straight to Print', { status: 'published' }),
          ADMIN,
          randomUUID(),
        );
        // The deletion says whether visitors could read the post, as its announcement does.
        expect(await posts.delete(live.id, ADMIN)).toEqual({ wasPublished: true });
        expect(await posts.delete(draft.id, ADMIN)).toEqual({ wasPublished: false });
        expect(heard).toEqual([
          { postId: draft.id },
          { postId: draft.id },
          { postId: draft.id },
          { postId: live.id },
          { postId: live.id },
        ]);
      } finally {
        stop();
      }
    }));

  it('gives a second post of the same title the next free address', () =>
    withPosts(async (posts) => {
      await posts.create(post('Tail of the Dragon'), ADMIN, randomUUID());
      const second = await posts.create(post('Tail of the Dragon'), ADMIN, randomUUID());
      const third = await posts.create(post('Tail of the Dragon'), ADMIN, randomUUID());

      expect([second.slug, third.slug]).toEqual(['tail-of-the-dragon-2', 'tail-of-the-dragon-3']);
    }));

  it('makes one post per creation: sent again, even twice at once, the post it made', () =>
    withPosts(async (posts) => {
      const key = randomUUID();
      const first = await posts.create(post('Beartooth Highway'), ADMIN, key);
      expect(await posts.create(post('Beartooth Highway'), ADMIN, key)).toEqual(first);
      const twiceKey = randomUUID();
      const both = await Promise.all([
        posts.create(post('Going-to-the-Sun Road'), ADMIN, twiceKey),
        posts.create(post('Going-to-the-Sun Road'), ADMIN, twiceKey),
      ]);
      expect(both[1]).toEqual(both[0]);
      expect(both[0].slug).toBe('going-to-the-sun-road');
      const listed = await posts.list(ADMIN);
      expect(listed.map(({ title }) => title).sort()).toEqual([
        'Beartooth Highway',
        'Going-to-the-Sun Road',
      ]);
    }));

  it('refuses a slug another post uses, naming the field', () =>
    withPosts(async (posts) => {
      await posts.create(post('Furka Pass', { slug: 'furka' }), ADMIN, randomUUID());

      await expect(
        posts.create(post('Furka again', { slug: 'furka' }), ADMIN, randomUUID()),
      ).rejects.toMatchObject({
        error: {
          code: 'conflict',
          message: BlogMessages.slugTaken,
          errors: { slug: [BlogMessages.slugTaken] },
        },
      });
    }));

  it('refuses a post with nothing left to read once unsafe HTML is removed', () =>
    withPosts(async (posts) => {
      await expect(
        posts.create(
          post('Only a script', { content: '<script>steal()</script>' }),
          ADMIN,
          randomUUID(),
        ),
      ).rejects.toMatchObject({
        error: {
          code: 'invalid-input',
          errors: { content: [BlogMessages.emptyAfterSanitising] },
        },
      });
    }));

  it('lets admins alone write, publish and delete: 401 signed out, 403 for a rider', () =>
    withPosts(async (posts) => {
      const { id } = await posts.create(post('Grossglockner'), ADMIN, randomUUID());

      await expect(posts.create(post('Mine'), VISITOR, randomUUID())).rejects.toMatchObject({
        error: { code: 'not-signed-in', message: AuthMessages.notSignedIn },
      });
      for (const attempt of [
        () => posts.create(post('Mine'), RIDER, randomUUID()),
        () => posts.update(id, post('Mine'), RIDER),
        () => posts.setStatus(id, 'published', RIDER),
        () => posts.delete(id, RIDER),
        () => posts.get(id, RIDER),
      ]) {
        await expect(attempt()).rejects.toMatchObject({
          error: { code: 'forbidden', message: BlogMessages.adminOnly },
        });
      }
    }));

  it('stamps the first publication once: unpublishing and publishing again keep its date', () =>
    withPosts(async (posts) => {
      const { id } = await posts.create(post('Gavia'), ADMIN, randomUUID());

      const published = await posts.setStatus(id, 'published', ADMIN);
      const unpublished = await posts.setStatus(id, 'draft', ADMIN);
      const again = await posts.setStatus(id, 'published', ADMIN);

      expect(published.publishedAt).not.toBeNull();
      expect(unpublished).toMatchObject({ status: 'draft', publishedAt: published.publishedAt });
      expect(again).toMatchObject({ status: 'published', publishedAt: published.publishedAt });
    }));

  it('stamps one first publication when the post is published twice at once (one sent again)', () =>
    withPosts(async (posts) => {
      const { id } = await posts.create(post('Stelvio'), ADMIN, randomUUID());
      const both = await Promise.all([
        posts.setStatus(id, 'published', ADMIN),
        posts.setStatus(id, 'published', ADMIN),
      ]);
      expect(both[0].publishedAt).not.toBeNull();
      expect(both[1]).toEqual(both[0]);
      expect(await posts.get(id, ADMIN)).toMatchObject({ publishedAt: both[0].publishedAt });
    }));

  it('answers one post when an edit that publishes is sent several times at once (sent again)', () =>
    withPosts(async (posts) => {
      const { id } = await posts.create(post('Stelvio'), ADMIN, randomUUID());
      const edit = post('Stelvio at Dawn', { status: 'published' });
      const answers = await Promise.all([1, 2, 3, 4].map(() => posts.update(id, edit, ADMIN)));
      expect(answers[0]).toMatchObject({ slug: 'stelvio-at-dawn', status: 'published' });
      expect(answers[0].publishedAt).not.toBeNull();
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
      expect(await posts.get(id, ADMIN)).toEqual(answers[0]);
    }));

  it('lists published posts newest first for everyone, and drafts too for admins', () =>
    withPosts(async (posts) => {
      const first = await posts.create(
        post('First ride', { status: 'published' }),
        ADMIN,
        randomUUID(),
      );
      const draft = await posts.create(post('Unfinished notes'), ADMIN, randomUUID());
      const second = await posts.create(
        post('Second ride', { status: 'published' }),
        ADMIN,
        randomUUID(),
      );

      const titles = async (caller: object) => (await posts.list(caller)).map((p) => p.title);
      expect(await titles(VISITOR)).toEqual([second.title, first.title]);
      expect(await titles(RIDER)).toEqual([second.title, first.title]);
      expect(await titles(ADMIN)).toEqual([second.title, draft.title, first.title]);
    }));

  it('never finds a draft by search, whoever asks', () =>
    withPosts(async (posts) => {
      await posts.create(post('Dolomites loop', { status: 'published' }), ADMIN, randomUUID());
      await posts.create(post('Dolomites secret draft'), ADMIN, randomUUID());

      const { items, total } = await posts.search({ query: 'dolomites', page: 1, pageSize: 10 });

      expect(total).toBe(1);
      expect(items.map((p) => p.title)).toEqual(['Dolomites loop']);
    }));

  it('answers 404 for a post that is not there', () =>
    withPosts(async (posts) => {
      await expect(posts.delete(424242, ADMIN)).rejects.toMatchObject({
        error: { code: 'not-found', message: BlogMessages.notFound },
      });
      await expect(posts.get(424242, ADMIN)).rejects.toMatchObject({
        error: { code: 'not-found' },
      });
    }));
});

import type { TripCard } from '@roadbook/contracts';
import { slugify } from '@roadbook/platform';
import { withServiceDatabase } from '@roadbook/platform/database';
import { In, IsNull } from 'typeorm';
import { BLOG_ENTITIES, BLOG_MIGRATIONS } from '../blog-service.module';
import { BlogPostEntity } from '../posts/entities/blog-post.entity';
import { sanitizePostHtml } from '../posts/html/sanitize-post-html';
import { SEED_POSTS, type SeedPost } from './seed-posts';

const DAY_MS = 24 * 3600 * 1000;
const LINKS_PER_POST = 3;

export interface SeedBlogOptions {
  /** Who the posts belong to: an admin. */
  authorId: number;
  /** The featured trips there are; a post links those that pass its places. */
  featuredTrips: readonly TripCard[];
  /** Only write into a blog with no posts at all (a first start), never next to an admin's own. */
  onlyIfEmpty?: boolean;
}

export interface SeedBlogResult {
  created: string[];
  /** Seed posts already there (same slug), left as they are. */
  existing: string[];
}

/**
 * Writes the starter articles, published, into the blog's schema of the given database. Keyed
 * by slug: running it again adds only the ones missing and changes nothing else.
 */
export function seedBlogPosts(
  databaseUrl: string,
  options: SeedBlogOptions,
): Promise<SeedBlogResult> {
  const database = { schema: 'blog', entities: BLOG_ENTITIES, migrations: BLOG_MIGRATIONS };
  return withServiceDatabase(databaseUrl, database, async (dataSource) => {
    const posts = dataSource.getRepository(BlogPostEntity);
    if (options.onlyIfEmpty && (await posts.exists())) return { created: [], existing: [] };
    const result: SeedBlogResult = { created: [], existing: [] };
    const now = Date.now();
    for (const seed of SEED_POSTS) {
      const publishedAt = new Date(now - seed.publishedDaysAgo * DAY_MS);
      const inserted = await posts
        .createQueryBuilder()
        .insert()
        .values({
          slug: seed.slug,
          title: seed.title,
          content: sanitizePostHtml(seed.content),
          excerpt: seed.excerpt,
          featuredImage: null,
          status: 'published',
          authorId: options.authorId,
          tripIds: linkedTripIds(seed, options.featuredTrips),
          tags: seed.tags,
          metaTitle: seed.metaTitle,
          metaDescription: null,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .orIgnore()
        .execute();
      // Postgres returns the row only when it was inserted, not when its slug was already there.
      const created = (inserted.raw as unknown[]).length > 0;
      (created ? result.created : result.existing).push(seed.slug);
    }
    return result;
  });
}

/** The featured trips whose name or stops mention one of the post's places. */
export function linkedTripIds(seed: SeedPost, featuredTrips: readonly TripCard[]): number[] {
  const places = seed.places.map((place) => slugify(place));
  return featuredTrips
    .filter((trip) => {
      const text = `-${slugify([trip.name, trip.startLocation, trip.destination, ...trip.waypoints].join(' '), 1000)}-`;
      return places.some((place) => text.includes(`-${place}-`));
    })
    .slice(0, LINKS_PER_POST)
    .map((trip) => trip.id);
}

/** What a seeded article's cover is drawn from: its linked trips, else its `coverTrip`. */
export interface SeedCoverSource {
  tripIds: number[];
  coverTrip: string | null;
}

/**
 * A cover for each seeded article that has none yet: `coverOf` makes it from the article's
 * trips (null when none can have one yet). Only a post still without a cover gets one, so an
 * admin's own cover is never replaced and running it again changes nothing.
 */
export function seedPostCovers(
  databaseUrl: string,
  coverOf: (source: SeedCoverSource) => Promise<string | null>,
): Promise<string[]> {
  const database = { schema: 'blog', entities: BLOG_ENTITIES, migrations: BLOG_MIGRATIONS };
  const seeds = new Map(SEED_POSTS.map((seed) => [seed.slug, seed]));
  return withServiceDatabase(databaseUrl, database, async (dataSource) => {
    const posts = dataSource.getRepository(BlogPostEntity);
    const uncovered = await posts.findBy({ slug: In([...seeds.keys()]), featuredImage: IsNull() });
    const covered: string[] = [];
    for (const post of uncovered) {
      const coverTrip = seeds.get(post.slug)?.coverTrip ?? null;
      const featuredImage = await coverOf({ tripIds: post.tripIds, coverTrip });
      if (!featuredImage) continue;
      const updated = await posts.update(
        { id: post.id, featuredImage: IsNull() },
        { featuredImage },
      );
      if (updated.affected) covered.push(post.slug);
    }
    return covered;
  });
}

import type { TripCard } from '@roadbook/contracts';
import { hasVisibleContent, sanitizePostHtml } from '../posts/html/sanitize-post-html';
import { linkedTripIds } from './seed-blog-posts';
import { SEED_POSTS } from './seed-posts';

const trip = (id: number, name: string, start: string, end: string, waypoints: string[] = []) =>
  ({
    id,
    name,
    slug: null,
    description: null,
    startLocation: start,
    destination: end,
    waypoints,
    travelMode: 'motorcycle',
    activities: [],
    isFeatured: true,
  }) satisfies TripCard;

const bySlug = (slug: string) => SEED_POSTS.find((post) => post.slug === slug)!;

describe('seed posts', () => {
  it('are at least five, with unique slugs, each already safe HTML with headings and lists', () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(SEED_POSTS.map((post) => post.slug)).size).toBe(SEED_POSTS.length);
    for (const post of SEED_POSTS) {
      const clean = sanitizePostHtml(post.content);
      expect(hasVisibleContent(clean)).toBe(true);
      expect(clean).toMatch(/<h2>/);
      expect(clean).toMatch(/<(ul|ol)>/);
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
    }
  });

  it('link the featured trips that pass one of their places, and no others', () => {
    const trips = [
      trip(1, 'Smoky Mountain Loop', 'Asheville, NC', 'Asheville, NC', ['Cherokee, NC']),
      trip(2, 'Mother Road West', 'Flagstaff, AZ', 'Santa Monica, CA'),
      trip(3, 'Desert Run', 'Moab, UT', 'Denver, CO'),
    ];
    expect(linkedTripIds(bySlug('riding-the-blue-ridge-parkway'), trips)).toEqual([1]);
    expect(linkedTripIds(bySlug('route-66-chicago-to-santa-monica'), trips)).toEqual([2]);
    expect(linkedTripIds(bySlug('packing-for-a-multi-day-motorcycle-trip'), trips)).toEqual([]);
  });

  it('do not link on part of a word', () => {
    const trips = [trip(4, 'Salpsville tour', 'Bigsurton, CA', 'Ashevillex, NC')];
    expect(linkedTripIds(bySlug('alps-passes-stelvio-furka-grimsel'), trips)).toEqual([]);
    expect(linkedTripIds(bySlug('riding-the-blue-ridge-parkway'), trips)).toEqual([]);
  });
});

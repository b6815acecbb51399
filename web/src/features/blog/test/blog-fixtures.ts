import type { BlogPost, BlogPostPage, BlogPostSummary, TripCard } from '@roadbook/contracts';

export const ADMIN = { id: 1, email: 'admin@example.com', username: 'admin', role: 'admin' };

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 11,
    title: 'Riding the Million Dollar Highway',
    slug: 'riding-the-million-dollar-highway',
    content:
      '<p>Twenty-five miles of <strong>switchbacks</strong>.</p><ul><li>Fuel in Ouray</li></ul>',
    excerpt: 'Ouray to Silverton without guardrails.',
    featuredImage: '/api/media/highway.jpg',
    status: 'published',
    authorId: 1,
    tripIds: [],
    tags: ['Colorado', 'Passes'],
    metaTitle: null,
    metaDescription: null,
    publishedAt: '2026-05-02T08:00:00.000Z',
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-02T08:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  const { content: _content, ...summary } = post;
  return summary;
}

export function makeTripCard(overrides: Partial<TripCard> = {}): TripCard {
  return {
    id: 7,
    name: 'San Juan Skyway',
    slug: 'san-juan-skyway',
    description: null,
    startLocation: 'Durango, CO',
    destination: 'Ouray, CO',
    waypoints: [],
    travelMode: 'motorcycle',
    activities: ['riding-road'],
    isFeatured: true,
    ...overrides,
  };
}

export function makePostPage(overrides: Partial<BlogPostPage> = {}): BlogPostPage {
  return { ...makePost(), linkedTrips: [], relatedPosts: [], relatedRoutes: [], ...overrides };
}

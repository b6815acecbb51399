import { BlogPatterns, TripsPatterns, type PageData, type PublicTrip } from '@roadbook/contracts';
import { ServiceCallError } from '@roadbook/platform';
import { RecordingService } from '@roadbook/platform/testing';
import type { GatewayEnv } from '../gateway.env';
import { CrawlerPages } from './crawler-pages';

const SITE = 'https://roadbook.example';
const TRIP = {
  id: 7,
  slug: 'canyon-country',
  name: 'Canyon Country',
  description: 'Red rock and switchbacks.',
  startLocation: 'Denver, CO',
  destination: 'Moab, UT',
  travelMode: 'motorcycle',
  activities: ['nature'],
} as PublicTrip;

function crawlerPages(trips: RecordingService, blog = new RecordingService()) {
  const env = { PUBLIC_URL: SITE, HOST: '127.0.0.1', PORT: 8080 } as GatewayEnv;
  return new CrawlerPages(blog.asClient(), trips.asClient(), env);
}

describe('CrawlerPages', () => {
  it('makes a page’s head from the data it was rendered with, asking no service again', async () => {
    const trips = new RecordingService(() => {
      throw new Error('asked again');
    });
    const data: PageData = {
      user: null,
      queries: [{ endpoint: 'getTripBySlug', arg: 'canyon-country', data: TRIP }],
    };

    const head = await crawlerPages(trips).headFor(`/trips/${TRIP.slug}`, data);

    expect(trips.calls).toEqual([]);
    expect(head).toMatchObject({
      title: expect.stringContaining('Canyon Country') as string,
      url: `${SITE}/trips/canyon-country`,
      image: `${SITE}/api/maps/static/7`,
    });
  });

  it('asks as a visitor for a page sent without its data', async () => {
    const trips = new RecordingService(() => TRIP);

    const head = await crawlerPages(trips).headFor(`/trips/${TRIP.slug}`);

    expect(trips.sent(TripsPatterns.getBySlug)).toEqual([{ slug: TRIP.slug }]);
    expect(head?.url).toBe(`${SITE}/trips/canyon-country`);
  });

  it('gives the app’s own head to a page that has none of its own, or whose post is missing', async () => {
    const blog = new RecordingService(() => {
      throw new ServiceCallError({ code: 'not-found', message: 'Blog post not found' });
    });
    const pages = crawlerPages(new RecordingService(), blog);

    expect(await pages.headFor('/profile')).toBeNull();
    expect(await pages.headFor('/blog/gone')).toBeNull();
    expect(blog.sent(BlogPatterns.getBySlug)).toEqual([{ slug: 'gone', caller: {} }]);
  });
});

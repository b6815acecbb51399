// What the web bench needs to exist before it can load the pages: a featured trip with a slug,
// a published blog post and a shared trip. Found through the API when the deployment already
// has them, otherwise made as the admin, the way a person would in the app.

const { BEARTOOTH_PLAN: PLAN } = require('../lib/plans.cjs');

const POST = {
  title: 'Three days on the Beartooth Highway',
  excerpt: 'Switchbacks above the tree line, a cold night in Cooke City and the descent to Cody.',
  content:
    '<p>The Beartooth Highway climbs from Red Lodge to almost 11,000 feet in a handful of ' +
    'switchbacks. Leave early: afternoon storms build fast above the tree line.</p>' +
    '<h2>Day one</h2><p>Billings to Red Lodge is a short warm-up along the Rock Creek valley.</p>' +
    '<h2>Day two</h2><p>Over the pass to Cooke City, with a stop at every pull-out.</p>',
  status: 'published',
};

/** A client with its own cookie jar, so one sign-in carries over to the next calls. */
function apiClient(baseUrl) {
  const cookies = new Map();
  async function call(method, path, body) {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookies.size > 0 && {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [name, value] = header.split(';')[0].split('=');
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      throw new Error(`${method} /api${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return parsed;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body = {}) => call('POST', path, body),
    /** The session's cookies as a Cookie header, for a browser to send as this client. */
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

async function whenGenerated(api, tripId) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const trip = await api.get(`/trips/${tripId}`);
    if (trip.generationStatus !== 'generating') return trip;
    if (Date.now() > deadline) throw new Error(`trip ${tripId} still generating after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function featuredSlug(api) {
  const featured = await api.get('/featured-trips');
  return featured.find((trip) => trip.slug)?.slug;
}

/**
 * Returns the pages to measure: `{ name, path, cookie? }`, where `cookie` signs the browser in as
 * the admin (the pages of a signed-in rider: My Trips, the profile, an itinerary of their own and
 * the editors). `admin` ({ email, password }) is needed for those, and for what the deployment
 * does not have yet.
 */
async function prepareBenchPages(baseUrl, admin) {
  const visitor = apiClient(baseUrl);
  let signedIn;
  const asAdmin = async () => {
    if (signedIn) return signedIn;
    if (!admin?.email || !admin?.password) {
      throw new Error(
        'The deployment lacks a featured trip, a published post or a shared trip: set ' +
          'BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD so the bench can make them.',
      );
    }
    signedIn = apiClient(baseUrl);
    await signedIn.post('/auth/login', { email: admin.email, password: admin.password });
    return signedIn;
  };

  let tripSlug = await featuredSlug(visitor);
  if (!tripSlug) {
    const api = await asAdmin();
    const trip = await whenGenerated(api, (await api.post('/trips', PLAN)).id);
    await api.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true });
    tripSlug = await featuredSlug(visitor);
    if (!tripSlug) throw new Error(`trip ${trip.id} was featured but has no slug in the list`);
  }

  let postSlug = (await visitor.get('/blog'))[0]?.slug;
  if (!postSlug) {
    postSlug = (await (await asAdmin()).post('/admin/blog', POST)).slug;
  }

  const signedInAdmin = await asAdmin();
  const ownTrip = await aReadyTrip(signedInAdmin);
  const sharedId =
    process.env.BENCH_SHARED_ID ??
    (await signedInAdmin.post(`/trips/${ownTrip.id}/share`)).shareableId;
  const cookie = signedInAdmin.cookieHeader();

  return [
    { name: 'home', path: '/' },
    { name: 'plan', path: '/plan' },
    { name: 'featured trips', path: '/featured-trips' },
    { name: 'trip page', path: `/trips/${tripSlug}` },
    { name: 'blog', path: '/blog' },
    { name: 'blog post', path: `/blog/${postSlug}` },
    { name: 'shared trip', path: `/shared/${sharedId}` },
    { name: 'my trips', path: '/my-trips', cookie },
    { name: 'profile', path: '/profile', cookie },
    { name: 'itinerary', path: `/itinerary/${ownTrip.id}`, cookie },
    { name: 'trip editor', path: `/admin/trips/${ownTrip.id}/edit`, cookie },
    { name: 'blog editor', path: '/admin/blog/new', cookie },
  ];
}

/** One of the admin's own trips with its itinerary made (planning one if there is none). */
async function aReadyTrip(api) {
  const own = await api.get('/trips/user');
  const existing = own.find((trip) => trip.generationStatus === 'ready');
  return existing ?? (await whenGenerated(api, (await api.post('/trips', PLAN)).id));
}

module.exports = { prepareBenchPages };

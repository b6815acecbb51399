import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PageData, PageQuery, RenderedPage } from '@roadbook/contracts';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/router';
import { makeStore, type AppStore } from './app/store';
import { blogEndpoints } from './features/blog/api/blog.api';
import { tripsEndpoints } from './features/trips/api/trips.api';
import { baseApi } from './shared/api/base.api';
import { userTripsApi } from './shared/api/user-trips.api';
import { currentUserApi } from './shared/session/current-user.api';

/** Emotion's default key on the client, so hydration takes the server's styles over. */
const EMOTION_CACHE_KEY = 'css';

/** The origin requests are parsed against; a page's address is only ever its path here. */
const ORIGIN = 'http://roadbook.invalid';

function upsert(store: AppStore, query: PageQuery) {
  switch (query.endpoint) {
    case 'getFeaturedTrips':
    case 'getRelatedTrips':
    case 'getTripArticles':
    case 'getTripBySlug':
    case 'getItinerary':
    case 'getSharedTrip':
    case 'getSharedRelatedTrips':
    case 'getTrip':
    case 'getTripForEditing':
      return store.dispatch(
        tripsEndpoints.util.upsertQueryData(query.endpoint, query.arg as never, query.data),
      );
    case 'getUserTrips':
      return store.dispatch(
        userTripsApi.util.upsertQueryData(query.endpoint, undefined, query.data),
      );
    case 'getBlogPosts':
    case 'getBlogPostBySlug':
      return store.dispatch(
        blogEndpoints.util.upsertQueryData(query.endpoint, query.arg as never, query.data),
      );
  }
}

/** Whether the deepest route matching the request is the catch-all: the not-found page. */
function isNotFound(context: StaticHandlerContext): boolean {
  return context.matches.at(-1)?.route.path === '*';
}

/**
 * A page as HTML with the data the gateway read for it (docs/adr/0007-server-rendered-
 * public-pages.md): the markup of `#root`, Emotion's styles for it, the store's state for the
 * client to hydrate from, and its status (404 for the not-found page). Built by `vite build --ssr`
 * into `dist/server/` for the gateway.
 */
export async function render(url: string, data: PageData): Promise<RenderedPage> {
  const request = new Request(new URL(url, ORIGIN));
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);

  const store = makeStore();
  await Promise.all([
    store.dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, data.user)),
    ...data.queries.map((query) => upsert(store, query)),
  ]);
  // Nothing subscribes while rendering on the server (subscriptions are effects), and the
  // current user's read is otherwise dropped the moment it is unused.
  const userHold = store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  // Waits for every lazy part (a screen, the signed-in user's menu), so the page is whole. A
  // part that fails would be left to the client: the page fails instead, and the caller sends
  // the client-rendered page.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </CacheProvider>,
    {
      onError: (error) => void failures.push(error),
      // Every part inline, in place: a part sent out of line is put in place by an inline script,
      // which the Content-Security-Policy (`script-src 'self'`) does not run.
      progressiveChunkSize: Infinity,
    },
  );
  const html = await new Response(prelude).text();
  if (failures.length > 0) {
    const reasons = failures.map((failure) => (failure instanceof Error ? failure.stack : failure));
    throw new AggregateError(failures, `${url} failed to render: ${reasons.join('\n')}`);
  }
  userHold.unsubscribe();
  const { queries, mutations, provided } = store.getState()[baseApi.reducerPath];
  // Stops the store's timers for unused reads, so nothing keeps it alive after this page.
  store.dispatch(baseApi.util.resetApiState());
  return {
    status: isNotFound(context) ? 404 : 200,
    html,
    css: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    state: { api: { queries, mutations, provided } },
  };
}

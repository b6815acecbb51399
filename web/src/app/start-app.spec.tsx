import type { PageData, PageState } from '@roadbook/contracts';
import { PAGE_STATE_ELEMENT_ID } from '@roadbook/contracts/browser';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { installFakeApi } from '../test/fake-api';
import { mockViewportWidth } from '../test/match-media.mock';
import { post, PUBLIC_PAGES } from '../test/fixtures/public-pages';
import { RIDER } from '../test/fixtures/trip-fixtures';
import { APP_STARTED_ATTRIBUTE, startApp } from './start-app';

/**
 * The server render of the page. It runs in this document's realm, but must not see the screen:
 * the gateway has none, so `matchMedia` is gone while it renders.
 */
async function renderOnServer(path: string, data: PageData) {
  const { matchMedia } = window;
  Reflect.deleteProperty(window, 'matchMedia');
  try {
    return await render(path, data);
  } finally {
    window.matchMedia = matchMedia;
  }
}

/** The page as the gateway sends it (`gateway/src/web/server-render.ts`), in this document. */
async function loadPage(path: string, html: string, state: PageState): Promise<HTMLElement> {
  // The server renderer leaves its last context values on React's shared context objects, which
  // only matters when the client renders in the same JavaScript realm, as here: a render of
  // nothing puts them back.
  await prerender(<></>);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_STATE_ELEMENT_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
  return document.getElementById('root') as HTMLElement;
}

/** Apps started by a test, unmounted after it. */
const started: Root[] = [];

async function start(container: HTMLElement, errors: unknown[] = []) {
  const app = await act(() =>
    startApp(container, { onRecoverableError: (error) => errors.push(error) }),
  );
  started.push(app.root);
  await app.started;
  return app;
}

afterEach(() => {
  act(() => started.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('startApp on a server-rendered page', () => {
  it.each(PUBLIC_PAGES)(
    '$path hydrates without a mismatch, asking /api only for what it does not carry',
    async ({ path, data, texts, asksFor }) => {
      const api = installFakeApi();
      const page = await renderOnServer(path, data);
      const container = await loadPage(path, page.html, page.state);
      const errors: unknown[] = [];
      await start(container, errors);

      expect(errors).toEqual([]);
      for (const text of texts) expect(container.innerHTML).toContain(text);
      expect(container).toHaveAttribute(APP_STARTED_ATTRIBUTE);
      expect(api.calls.map((call) => call.route)).toEqual(asksFor);
    },
  );

  it('hydrates at phone width, then shows the bottom bar', async () => {
    installFakeApi();
    const [home] = PUBLIC_PAGES;
    const page = await renderOnServer(home.path, home.data);
    mockViewportWidth(390);
    const container = await loadPage(home.path, page.html, page.state);
    const errors: unknown[] = [];
    await start(container, errors);

    expect(errors).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toBeInTheDocument();
  });

  it('keeps the signed-in user of the page until the first navigation, then reads it again', async () => {
    const api = installFakeApi().on('GET /api/auth/user', { body: RIDER });
    const page = await renderOnServer('/blog', {
      user: RIDER as PageData['user'],
      queries: [{ endpoint: 'getBlogPosts', arg: undefined, data: [] }],
    });
    const container = await loadPage('/blog', page.html, page.state);
    const { router } = await start(container);
    expect(screen.getByRole('button', { name: 'Account menu for rider' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await act(() => router.navigate(`/blog/${post.slug}`));
    await waitFor(() =>
      expect(api.calls.map((call) => call.route)).toContain('GET /api/auth/user'),
    );
  });
});

describe('startApp on the client-rendered page', () => {
  it('renders the app and reads the current user', async () => {
    const api = installFakeApi();
    window.history.replaceState(null, '', '/blog');
    document.body.innerHTML = '<div id="root"></div>';
    await start(document.getElementById('root') as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();
    expect(api.calls.map((call) => call.route)).toContain('GET /api/auth/user');
  });
});

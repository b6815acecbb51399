import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockViewportWidth } from '../../test/match-media.mock';
import { renderApp } from '../../test/render-app';
import { selectAuthDialog } from '../../shared/ui/ui.slice';

describe('app header', () => {
  it('links the logo home and Blog to /blog', async () => {
    renderApp('/plan');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Roadbook home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('opens the sign-in dialog state from the Sign In button', async () => {
    const { store } = renderApp('/');
    expect(selectAuthDialog(store.getState()).open).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(selectAuthDialog(store.getState())).toEqual({ open: true, mode: 'login' });
  });

  it('navigates to the blog from the header', async () => {
    const { router } = renderApp('/');
    await userEvent.click(
      within(await screen.findByRole('banner')).getByRole('link', { name: 'Blog' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel Blog' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
  });
});

describe('mobile bottom bar', () => {
  it('is in the markup on every screen, hidden by CSS from 600 px up', async () => {
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const className = [...bar.classList].find((name) => name.startsWith('css-'));
    expect(css).toContain(`@media (min-width:600px){.${className}{display:none;}}`);
  });

  it('shows Explore, Search, Saved and Profile on a phone, highlighting the current one', async () => {
    mockViewportWidth(390);
    renderApp('/saved');
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Explore', '/'],
      ['Search', '/search'],
      ['Saved', '/saved'],
      ['Profile', '/profile'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Saved' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Explore' })).not.toHaveAttribute('aria-current');
  });
});

describe('footer', () => {
  it('links to plan, blog and every static page', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/plan',
        '/blog',
        '/articles.html',
        '/trips.html',
        '/about.html',
        '/privacy.html',
        '/terms.html',
        '/affiliate.html',
        '/contact.html',
      ].sort(),
    );
  });
});

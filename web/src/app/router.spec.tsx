import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routes', () => {
  it.each([
    ['/', 'Plan the ride. Then ride it.'],
    ['/plan', 'Plan Your Trip'],
    ['/profile', 'Access Denied'],
    ['/reset-password', 'Reset Your Password'],
    ['/confirm-email', 'Confirm Your Email'],
    ['/itinerary/42', 'Creating Your Perfect Road Trip'],
    ['/shared/abc123', 'Trip Not Found'],
    ['/blog', 'Travel Blog'],
    ['/blog/best-alpine-passes', 'Loading post'],
    ['/admin/blog/new', 'New Blog Post'],
    ['/admin/blog/7/edit', 'Edit Blog Post'],
    ['/admin/trips/7/edit', 'Edit Trip'],
    ['/featured-trips', 'Featured Routes'],
    ['/trips/pacific-coast-highway', 'Loading trip'],
    ['/search', 'Search'],
    ['/saved', 'Saved Trips'],
    ['/about.html', 'Plan the ride, then ride it'],
    ['/privacy.html', 'Privacy Policy'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/affiliate', 'Affiliate Disclosure'],
    ['/contact.html', 'Get in Touch'],
    ['/articles.html', 'Articles'],
    ['/trips.html', 'Trips'],
  ])('%s renders its screen', async (path, heading) => {
    renderApp(path);
    // Present at some point: a screen may swap its state message (loading, then signed out)
    // for a new element while its data settles.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument(),
    );
  });

  it('/my-trips sends a visitor home, saying why', async () => {
    // Asserted on where it ends: its loading message and the redirect may render in one batch.
    const { router } = renderApp('/my-trips');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Please log in to view your trips.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan the ride. Then ride it.' }),
    ).toBeInTheDocument();
  });

  it.each(['/nowhere', '/blog/a/b/c', '/admin'])('%s shows the not-found page', async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

vi.mock('../features/trips/routes/plan.route', () => ({
  default: () => {
    throw new Error('Plan screen crashed');
  },
}));

describe('a failing screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page inside the layout, with a way to reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Blog' }),
    ).toBeInTheDocument();
  });
});

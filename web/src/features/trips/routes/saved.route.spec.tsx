import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { RIDER, makeTrip } from '../../../test/fixtures/trip-fixtures';
let api: FakeApi;

const saved = makeTrip({ id: 7, name: 'Canyon Country Run', isSaved: true });
const draft = makeTrip({ id: 8, name: 'Beartooth Loop', isSaved: false });

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { body: RIDER })
    .on('GET /api/trips/user', { body: [saved, draft] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Saved trips', () => {
  it("shows the user's saved trips only, as My Trips shows them", async () => {
    renderApp('/saved');
    const cards = await screen.findAllByTestId('my-trip', {});
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('Canyon Country Run')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Trips' })).toBeInTheDocument();
  });

  it('says so when nothing is saved yet', async () => {
    api.on('GET /api/trips/user', { body: [draft] });
    renderApp('/saved');
    expect(await screen.findByRole('heading', { name: 'No saved trips yet' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, with the sign-in dialog', async () => {
    api.on('GET /api/auth/user', { status: 401, body: {} });
    renderApp('/saved');
    const main = await screen.findByRole('main', {});
    await userEvent.click(await within(main).findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'GET /api/trips/user')).toBe(false);
  });
});

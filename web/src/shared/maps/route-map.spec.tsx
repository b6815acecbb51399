import type { MapsConfig } from '@roadbook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeApi } from '../../test/fake-api';
import { fakeIntersectionObserver } from '../../test/fake-intersection-observer';
import type { FakeApi } from '../../test/fake-api';
import { renderWithStore } from '../../test/render-with-store';
import { makeItinerary } from '../../test/fixtures/trip-fixtures';
import { RouteMap, routeDayLines } from './route-map';

const CONFIG: MapsConfig = {
  apiKey: null,
  tiles: {
    url: 'https://tile.example.org/{z}/{x}/{y}.png',
    attribution: '© Example tiles',
    maxZoom: 18,
  },
  googleStaticMaps: false,
};
const STATIC_SRC = '/api/maps/static/shared/abc123?format=png&scale=1';
let api: FakeApi;

function renderMap() {
  const itinerary = makeItinerary();
  return renderWithStore(
    <RouteMap
      days={itinerary.itinerary.days}
      mapData={itinerary.mapData}
      stops={itinerary.facts?.stops}
      staticMap={{ shareableId: 'abc123' }}
    />,
  );
}

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => vi.unstubAllGlobals());

describe('RouteMap', () => {
  it("says 'Loading map...' while the map settings load", async () => {
    const reply = deferredReply({ body: CONFIG });
    api.on('GET /api/config/maps', reply.handler);
    renderMap();
    expect(screen.getByText('Loading map...')).toBeInTheDocument();
    expect(screen.getByTestId('route-map')).toHaveAttribute('data-state', 'loading');
    // The static picture stands in meanwhile, as on a page rendered on the server.
    expect(screen.getByRole('img', { name: /Map of the route/ })).toHaveAttribute(
      'src',
      STATIC_SRC,
    );
    await reply.release();
  });

  it('shows the static picture alone until the map is about to be seen, then starts it', async () => {
    const observers = fakeIntersectionObserver();
    api.on('GET /api/config/maps', { body: CONFIG });
    renderMap();
    const widget = screen.getByTestId('route-map');
    // Nothing loads below the fold, so nothing says so or spins there.
    await waitFor(() => expect(widget).toHaveAttribute('data-state', 'waiting'));
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    expect(within(widget).getByRole('img', { name: /Map of the route/ })).toHaveAttribute(
      'src',
      STATIC_SRC,
    );

    act(() => observers[0].callback([{ isIntersecting: true }]));
    // Started: in jsdom, which has no WebGL, MapLibre refuses as in a browser without it.
    expect(await screen.findByText('Failed to load interactive map')).toBeInTheDocument();
  });

  it("says 'Failed to load map key' and shows the static map when the settings fail", async () => {
    api.on('GET /api/config/maps', { status: 500, body: { statusCode: 500, message: 'down' } });
    renderMap();
    expect(await screen.findByText('Failed to load map key')).toBeInTheDocument();
    const widget = screen.getByTestId('route-map');
    expect(widget).toHaveAttribute('data-state', 'failed');
    expect(within(widget).getByRole('img', { name: /Map of the route/ })).toHaveAttribute(
      'src',
      STATIC_SRC,
    );
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });

  // jsdom has no WebGL: MapLibre refuses to start there, as it does in a browser without it.
  it("says 'Failed to load interactive map' when MapLibre cannot start", async () => {
    api.on('GET /api/config/maps', { body: CONFIG });
    renderMap();
    expect(await screen.findByText('Failed to load interactive map')).toBeInTheDocument();
    const widget = screen.getByTestId('route-map');
    expect(widget).toHaveAttribute('data-state', 'failed');
    expect(widget).not.toHaveAttribute('data-route-drawn');
    expect(within(widget).getByRole('img', { name: /Map of the route/ })).toHaveAttribute(
      'src',
      STATIC_SRC,
    );
  });
});

describe('routeDayLines', () => {
  it('turns each day’s [lat, lng] geometry into [lng, lat] lines', () => {
    const [day] = makeItinerary().itinerary.days;
    const days = [
      {
        ...day,
        facts: {
          ...day.facts,
          geometry: [[39.7, -105] as [number, number], [39.2, -107] as [number, number]],
        },
      },
    ];
    expect(routeDayLines(days)).toEqual([
      [
        [-105, 39.7],
        [-107, 39.2],
      ],
    ]);
  });

  it('falls back to the whole route as one line when the days have none', () => {
    const itinerary = makeItinerary();
    expect(routeDayLines(itinerary.itinerary.days, itinerary.mapData)).toEqual([
      itinerary.mapData.geometry.coordinates,
    ]);
  });
});

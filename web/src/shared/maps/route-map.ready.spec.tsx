import type { MapsConfig } from '@roadbook/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderWithStore } from '../../test/render-with-store';
import { makeItinerary } from '../../test/fixtures/trip-fixtures';
import type { RouteMapInput } from './maplibre-route-map';
import { RouteMap } from './route-map';

// jsdom cannot run MapLibre (no WebGL); the browser e2e test draws the real map. Here the
// renderer is replaced to follow the widget's own states and its fullscreen toggle.
const renderer = vi.hoisted(() => ({
  inputs: [] as unknown[],
  finishDrawing: (): void => undefined,
  refit: vi.fn(),
  setInteractive: vi.fn(),
  remove: vi.fn(),
}));
vi.mock('./maplibre-route-map', () => ({
  drawRouteMap: (_container: HTMLElement, input: unknown) => {
    renderer.inputs.push(input);
    return {
      drawn: new Promise<void>((resolve) => {
        renderer.finishDrawing = resolve;
      }),
      refit: renderer.refit,
      setInteractive: renderer.setInteractive,
      remove: renderer.remove,
    };
  },
}));

const CONFIG: MapsConfig = {
  apiKey: null,
  tiles: { url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© Tiles', maxZoom: 18 },
  googleStaticMaps: false,
};

beforeEach(() => {
  renderer.inputs.length = 0;
  installFakeApi().on('GET /api/config/maps', { body: CONFIG });
});

afterEach(() => vi.unstubAllGlobals());

describe('RouteMap once MapLibre runs', () => {
  it('is ready, marks the route drawn, and toggles fullscreen', async () => {
    const itinerary = makeItinerary();
    renderWithStore(
      <RouteMap
        days={itinerary.itinerary.days}
        mapData={itinerary.mapData}
        stops={itinerary.facts?.stops}
        staticMap={{ tripId: 7 }}
      />,
    );
    const widget = screen.getByTestId('route-map');
    await waitFor(() => expect(widget).toHaveAttribute('data-state', 'ready'));
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
    expect(widget).not.toHaveAttribute('data-route-drawn');
    // Until the route is drawn the picture shows, not MapLibre's sea and markers over it.
    const map = screen.getByRole('region', { hidden: true });
    expect(map).not.toBeVisible();
    expect(screen.getByRole('img', { name: 'Map of the route with its stops' })).toBeVisible();
    const input = renderer.inputs[0] as RouteMapInput;
    expect(input.tiles).toEqual(CONFIG.tiles);
    expect(input.dayLines).toEqual([itinerary.mapData.geometry.coordinates]);
    expect(input.stops).toBe(itinerary.facts?.stops);

    await act(() => {
      renderer.finishDrawing();
      return Promise.resolve();
    });
    expect(widget).toHaveAttribute('data-route-drawn', 'true');
    expect(map).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show map fullscreen' }));
    expect(widget).toHaveAttribute('data-fullscreen', 'true');
    expect(renderer.setInteractive).toHaveBeenLastCalledWith(true);
    expect(renderer.refit).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(widget).not.toHaveAttribute('data-fullscreen');
    expect(renderer.setInteractive).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Show map fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(renderer.inputs).toHaveLength(1);
  });
});

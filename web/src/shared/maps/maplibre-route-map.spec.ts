import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawRouteMap, routeMapStyle, type RouteMapInput } from './maplibre-route-map';

// jsdom has no WebGL, so MapLibre's map is replaced by one that reports what the test says has
// loaded; the browser e2e specs draw the real map. What is checked here is when the widget is
// told the route is drawn, which decides when its static picture gives way.
const maps = vi.hoisted((): { last?: unknown } => ({}));
vi.mock('maplibre-gl', () => {
  type Listener = (event: unknown) => void;
  class FakeMap {
    readonly loaded = new Set<string>();
    private readonly listeners = new Map<string, Listener[]>();
    constructor() {
      maps.last = this;
    }
    on(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    off(type: string, listener: Listener) {
      this.listeners.set(
        type,
        (this.listeners.get(type) ?? []).filter((each) => each !== listener),
      );
    }
    fire(type: string, event: unknown = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
    addControl() {}
    getLayer(id: string) {
      return id === 'route' ? {} : undefined;
    }
    isSourceLoaded(id: string) {
      return this.loaded.has(id);
    }
  }
  class Marker {
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
  }
  class NavigationControl {}
  const addProtocol = () => undefined;
  return { default: { Map: FakeMap, Marker, NavigationControl, addProtocol } };
});

interface FakeMap {
  loaded: Set<string>;
  fire(type: string, event?: unknown): void;
}

const input: RouteMapInput = {
  tiles: null,
  dayLines: [
    [
      [-105, 39.7],
      [-106, 39.6],
    ],
  ],
  stops: [],
};

/** Whether `drawn` has resolved, once every callback already due has run. */
async function settled(drawn: Promise<void>): Promise<boolean> {
  let done = false;
  void drawn.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

function draw() {
  const handle = drawRouteMap(document.createElement('div'), input);
  return { handle, map: maps.last as FakeMap };
}

afterEach(() => (maps.last = undefined));

describe('drawRouteMap', () => {
  it('is drawn only once a frame has both the route and the offline land', async () => {
    const { handle, map } = draw();
    map.loaded.add('route');
    map.fire('render');
    expect(await settled(handle.drawn)).toBe(false);

    map.loaded.add('base');
    map.fire('render');
    expect(await settled(handle.drawn)).toBe(true);
  });

  it('waits for the route even when the land is there first', async () => {
    const { handle, map } = draw();
    map.loaded.add('base');
    map.fire('render');
    expect(await settled(handle.drawn)).toBe(false);

    map.loaded.add('route');
    map.fire('render');
    expect(await settled(handle.drawn)).toBe(true);
  });

  it('does not wait for an offline base that failed to load', async () => {
    const { handle, map } = draw();
    map.loaded.add('route');
    map.fire('render');
    map.fire('error', { sourceId: 'base', error: new Error('Failed to fetch') });
    expect(await settled(handle.drawn)).toBe(true);
  });

  it('still waits for the land when only a raster tile failed', async () => {
    const { handle, map } = draw();
    map.loaded.add('route');
    map.fire('error', { sourceId: 'tiles', error: new Error('Failed to fetch') });
    map.fire('render');
    expect(await settled(handle.drawn)).toBe(false);
  });
});

describe('routeMapStyle', () => {
  it('reads the land and borders as vector tiles cut off the main thread', () => {
    expect(routeMapStyle(input).sources.base).toMatchObject({
      type: 'vector',
      tiles: ['offline-base://{z}/{x}/{y}'],
    });
  });
});

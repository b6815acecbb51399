import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_COLOURS } from '@roadbook/contracts/browser';
import type { Stop } from '@roadbook/contracts';
import type { LayerSpecification } from 'maplibre-gl';
import { drawRouteMap, routeMapStyle, type RouteMapInput } from './maplibre-route-map';

// jsdom has no WebGL, so MapLibre's map is replaced by one that reports what the test says has
// loaded; the browser e2e specs draw the real map. What is checked here is when the widget is
// told the route is drawn, which decides when its static picture gives way.
const maps = vi.hoisted((): { last?: unknown; markers: HTMLElement[] } => ({ markers: [] }));
vi.mock('maplibre-gl', () => {
  type Listener = (event: unknown) => void;
  class FakeMap {
    readonly loaded = new Set<string>();
    /** Each fitBounds call's bounds. */
    readonly fits: unknown[] = [];
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
    fitBounds(bounds: unknown) {
      this.fits.push(bounds);
    }
    resize() {
      this.fire('movestart');
      this.fire('resize');
    }
    getLayer(id: string) {
      return id === 'route-casing' ? {} : undefined;
    }
    isSourceLoaded(id: string) {
      return this.loaded.has(id);
    }
  }
  class Marker {
    constructor({ element }: { element: HTMLElement }) {
      maps.markers.push(element);
    }
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
  fits: unknown[];
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

afterEach(() => {
  maps.last = undefined;
  maps.markers.length = 0;
});

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

describe('the markers', () => {
  it('are named starting with what they show', () => {
    const stop = (name: string, role: Stop['role'], lng: number): Stop => ({
      name,
      role,
      lat: 39.6,
      lng,
    });
    drawRouteMap(document.createElement('div'), {
      ...input,
      stops: [
        stop('Denver, CO', 'start', -105),
        stop('Glenwood Springs, CO', 'waypoint', -107.3),
        stop('Grand Junction, CO', 'overnight', -108.5),
        stop('Moab, UT', 'destination', -109.5),
      ],
    });
    const named = maps.markers.map((marker) => [
      marker.textContent,
      marker.getAttribute('aria-label'),
    ]);
    expect(named).toEqual([
      ['', 'Overnight: Grand Junction, CO'],
      ['1', '1: Glenwood Springs, CO'],
      ['B', 'B: Moab, UT'],
      ['A', 'A: Denver, CO'],
    ]);
  });
});

describe('the route kept in view', () => {
  const routeBox = [
    [-106, 39.6],
    [-105, 39.7],
  ];

  it('is fitted again when the map changes size (a phone turned)', () => {
    const { map } = draw();
    map.fire('resize');
    expect(map.fits).toEqual([routeBox]);
  });

  it('leaves a map the rider moved where they put it, until they ask for the route again', () => {
    const { handle, map } = draw();
    map.fire('movestart', { originalEvent: new Event('touchstart') });
    map.fire('resize');
    expect(map.fits).toEqual([]);
    // Fullscreen, opened or closed.
    handle.refit();
    expect(map.fits).toEqual([routeBox]);
  });
});

describe('routeMapStyle', () => {
  const paintValues = (layer: LayerSpecification) =>
    Object.values('paint' in layer ? (layer.paint ?? {}) : {}) as unknown[];
  const style = routeMapStyle({
    ...input,
    tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles', maxZoom: 16 },
    dayLines: DAY_COLOURS.map((_, day) => [
      [-105 + day, 39.7],
      [-106 + day, 39.6],
    ]),
  });

  it('paints with constants only, so each layer type is one shader program to compile', () => {
    for (const layer of style.layers) {
      // An expression (an array, as a dash pattern is) makes MapLibre compile a program of its
      // own for the layer.
      expect(paintValues(layer).filter(Array.isArray)).toEqual([]);
    }
  });

  it('draws every day in its colour, over a white casing', () => {
    const routeLayers = style.layers.filter(
      (layer) => 'source' in layer && layer.source === 'route',
    );
    expect(routeLayers[0]).toMatchObject({
      id: 'route-casing',
      paint: { 'line-color': '#ffffff' },
    });
    for (const colour of DAY_COLOURS) {
      expect(routeLayers).toContainEqual(
        expect.objectContaining({
          filter: ['==', ['get', 'colour'], colour],
          paint: { 'line-color': colour, 'line-width': 4.5 },
        }),
      );
    }
  });

  it('reads the land and borders as vector tiles cut off the main thread', () => {
    expect(style.sources.base).toMatchObject({
      type: 'vector',
      tiles: ['offline-base://{z}/{x}/{y}'],
    });
  });
});

/**
 * The interactive route map's renderer: MapLibre GL. Only ever imported dynamically (the route
 * map widget and the maps preload), so none of it weighs on the first page load. The offline
 * base (land and borders) is a GeoJSON file of the build (web/build/offline-base-asset.ts) that a
 * worker of ours loads and cuts into vector tiles when a map is drawn (offline-base-tiler.ts).
 */
import type { MapsConfig, Stop } from '@roadbook/contracts';
import { DAY_COLOURS } from '@roadbook/contracts/browser';
import type { Feature, FeatureCollection, LineString } from 'geojson';
import maplibregl from 'maplibre-gl';
import type {
  FilterSpecification,
  LineLayerSpecification,
  LngLatBoundsLike,
  StyleSpecification,
} from 'maplibre-gl';
import type { OfflineBaseKind } from '@roadbook/maps/offline-base-geojson';
import 'maplibre-gl/dist/maplibre-gl.css';
import { OFFLINE_BASE_ATTRIBUTION, OFFLINE_BASE_URL } from 'virtual:offline-base';
import {
  OFFLINE_BASE_LAYER,
  OFFLINE_BASE_MAX_ZOOM,
  OFFLINE_BASE_PROTOCOL,
  OFFLINE_BASE_TILES,
  offlineBaseTileLoader,
} from './offline-base-tiles';
import { MARKER_COLOURS, routeMarkers } from './route-markers';

export interface RouteMapInput {
  tiles: MapsConfig['tiles'];
  /** One line per day as [lng, lat] pairs, drawn in DAY_COLOURS order. */
  dayLines: [number, number][][];
  stops: Stop[];
}

export interface RouteMapHandle {
  /** Resolves once a frame with the route on it has been rendered. */
  drawn: Promise<void>;
  /** Fits the map to its (new) size and the route into it again, wherever the rider moved it. */
  refit(): void;
  setInteractive(scrollZoom: boolean): void;
  remove(): void;
}

const SEA = '#c9dde6';
const LAND = '#f1ece3';
const COAST = '#9fb3bd';
const COUNTRY_BORDER = '#a49a8c';
const STATE_BORDER = '#cbbfae';
// How the route is fitted: with room for the fullscreen button (top left), the zoom buttons (top
// right) and the attribution, which opens over the bottom of the map at first (two lines on a
// phone) and folds into its button once the map is moved; and no closer than zoom 10.
const FIT = { padding: { top: 56, right: 64, bottom: 76, left: 56 }, maxZoom: 10 };

const ofKind = (kind: OfflineBaseKind): FilterSpecification => ['==', ['get', 'kind'], kind];
const baseLayer = { source: 'base', 'source-layer': OFFLINE_BASE_LAYER } as const;

let offlineBaseServed = false;
/** MapLibre asks the page for `offline-base://` tiles; they are cut in a worker of ours. */
function serveOfflineBase() {
  if (offlineBaseServed) return;
  offlineBaseServed = true;
  maplibregl.addProtocol(
    OFFLINE_BASE_PROTOCOL,
    offlineBaseTileLoader(
      new URL(OFFLINE_BASE_URL, window.location.href).href,
      () =>
        new Worker(new URL('./offline-base-tiles.worker.ts', import.meta.url), {
          type: 'module',
          name: 'offline-base-tiles',
        }),
    ),
  );
}

/** Leaflet-style `{s}` templates become MapLibre's list of tile URLs. */
function tileUrls(template: string): string[] {
  return template.includes('{s}')
    ? ['a', 'b', 'c'].map((sub) => template.replace('{s}', sub))
    : [template];
}

function routeFeatures(dayLines: [number, number][][]): FeatureCollection<LineString> {
  const features: Feature<LineString>[] = dayLines
    .map((coordinates, index) => ({ coordinates, index }))
    .filter(({ coordinates }) => coordinates.length >= 2)
    .map(({ coordinates, index }) => ({
      type: 'Feature',
      properties: { day: index + 1, colour: DAY_COLOURS[index % DAY_COLOURS.length] },
      geometry: { type: 'LineString', coordinates },
    }));
  return { type: 'FeatureCollection', features };
}

/**
 * Sea, land, borders and states drawn from data bundled with the app, then the raster tiles
 * from the server's settings on top, then the route. Tiles that cannot load (no network) leave
 * the offline base showing, so the route is never drawn over a blank box.
 *
 * Every paint value is a constant and no line is dashed, so the layers share as few shader
 * programs as MapLibre has (one per layer type): each program is compiled when first drawn, and
 * where WebGL is drawn in software each costs the page tens of milliseconds of a phone's main
 * thread (docs/performance.md, "The offline base cut into tiles off the main thread"). So the
 * land has no antialiased edge of its own (the coast line is its edge), state borders are a
 * lighter, thinner solid line than country borders, and each day colour is a layer of its own.
 */
export function routeMapStyle(input: RouteMapInput): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      base: {
        type: 'vector',
        tiles: [OFFLINE_BASE_TILES],
        maxzoom: OFFLINE_BASE_MAX_ZOOM,
        attribution: OFFLINE_BASE_ATTRIBUTION,
      },
      route: { type: 'geojson', data: routeFeatures(input.dayLines) },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'land',
        ...baseLayer,
        type: 'fill',
        filter: ofKind('country'),
        paint: { 'fill-color': LAND, 'fill-antialias': false },
      },
      {
        id: 'coast',
        ...baseLayer,
        type: 'line',
        filter: ofKind('country'),
        paint: { 'line-color': COAST, 'line-width': 0.6 },
      },
      {
        id: 'state-borders',
        ...baseLayer,
        type: 'line',
        filter: ofKind('state-border'),
        paint: { 'line-color': STATE_BORDER, 'line-width': 0.8 },
      },
      {
        id: 'country-borders',
        ...baseLayer,
        type: 'line',
        filter: ofKind('country-border'),
        paint: { 'line-color': COUNTRY_BORDER, 'line-width': 1.1 },
      },
    ],
  };
  if (input.tiles) {
    style.sources.tiles = {
      type: 'raster',
      tiles: tileUrls(input.tiles.url),
      tileSize: 256,
      maxzoom: input.tiles.maxZoom,
      attribution: input.tiles.attribution,
    };
    style.layers.push({ id: 'tiles', type: 'raster', source: 'tiles' });
  }
  style.layers.push(
    {
      id: 'route-casing',
      type: 'line',
      source: 'route',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#ffffff', 'line-width': 8 },
    },
    ...DAY_COLOURS.map((colour, index): LineLayerSpecification => ({
      id: `route-${index}`,
      type: 'line',
      source: 'route',
      filter: ['==', ['get', 'colour'], colour],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': colour, 'line-width': 4.5 },
    })),
  );
  return style;
}

/** Everything the map must show: the route's lines and every stop. */
export function routeBounds(input: RouteMapInput): LngLatBoundsLike | undefined {
  const points: [number, number][] = [
    ...input.dayLines.flat(),
    ...input.stops.map((stop): [number, number] => [stop.lng, stop.lat]),
  ];
  if (points.length === 0) return undefined;
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

function markerElement(text: string, colour: string, title: string, small = false) {
  const element = document.createElement('div');
  element.className = 'route-map-marker';
  element.title = title;
  element.setAttribute('aria-label', title);
  element.textContent = text;
  const size = small ? 12 : 26;
  Object.assign(element.style, {
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: colour,
    color: '#fff',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,0.35)',
    display: 'grid',
    placeItems: 'center',
    font: '700 12px/1 system-ui, sans-serif',
    boxSizing: 'border-box',
  });
  return element;
}

/**
 * Draws the route map into `container`. Throws when MapLibre cannot start (no WebGL): the
 * widget shows 'Failed to load interactive map' and the static picture instead.
 */
export function drawRouteMap(container: HTMLElement, input: RouteMapInput): RouteMapHandle {
  serveOfflineBase();
  const bounds = routeBounds(input);
  const map = new maplibregl.Map({
    container,
    style: routeMapStyle(input),
    bounds,
    fitBoundsOptions: FIT,
    center: bounds ? undefined : [-98, 39],
    zoom: bounds ? undefined : 3,
    maxZoom: input.tiles?.maxZoom ?? 12,
    attributionControl: { compact: true },
    cooperativeGestures: true,
    renderWorldCopies: false,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  // Tiles that fail (offline, a blocked host) are expected: the offline base shows instead. A
  // base that fails (offline before the service worker kept it) leaves the sea colour alone.
  let baseFailed = false;
  map.on('error', (event: { sourceId?: string }) => {
    if (event.sourceId === 'base') baseFailed = true;
  });

  // The route is fitted again whenever the map's frame changes size (a phone turned, a window
  // resized, fullscreen), until the rider moves the map: MapLibre alone keeps the centre and
  // zoom, which leaves the ends of the route outside a narrower frame.
  let riderMoved = false;
  map.on('movestart', (event: { originalEvent?: Event }) => {
    if (event.originalEvent) riderMoved = true;
  });
  map.on('resize', () => {
    if (bounds && !riderMoved) {
      map.fitBounds(bounds, { ...FIT, animate: false });
    }
  });

  const { start, waypoints, end, overnights } = routeMarkers(input.stops);
  const place = (stop: Stop, element: HTMLElement) =>
    new maplibregl.Marker({ element }).setLngLat([stop.lng, stop.lat]).addTo(map);
  // Placed in this order so A, the most important marker, sits on top.
  for (const stop of overnights) {
    place(stop, markerElement('', MARKER_COLOURS.overnight, `Overnight: ${stop.name}`, true));
  }
  // Each marker's name starts with what it shows, so "1" is something a voice user can say.
  waypoints.forEach((stop, index) =>
    place(
      stop,
      markerElement(String(index + 1), MARKER_COLOURS.waypoint, `${index + 1}: ${stop.name}`),
    ),
  );
  if (end) place(end, markerElement('B', MARKER_COLOURS.end, `B: ${end.name}`));
  if (start) place(start, markerElement('A', MARKER_COLOURS.start, `A: ${start.name}`));

  // Not the map's 'load' event: that waits for every raster tile, and offline they may never
  // settle. The route is drawn once a frame has been rendered with its source and the offline
  // base's land loaded (or the base failed): until then the widget keeps the static picture.
  const drawn = new Promise<void>((resolve) => {
    const check = () => {
      if (!map.getLayer('route-casing') || !map.isSourceLoaded('route')) return;
      if (!baseFailed && !map.isSourceLoaded('base')) return;
      map.off('render', check);
      map.off('error', check);
      resolve();
    };
    map.on('render', check);
    map.on('error', check);
  });
  return {
    drawn,
    refit() {
      riderMoved = false;
      map.resize();
    },
    setInteractive(scrollZoom) {
      if (scrollZoom) map.cooperativeGestures.disable();
      else map.cooperativeGestures.enable();
    },
    remove: () => map.remove(),
  };
}

import type { Stop } from '../planner/itinerary.types';

/** What `POST /api/upload/image` answers: where the stored image is served. */
export interface ImageUploadResponse {
  imageUrl: string;
}

/**
 * GET /api/config/maps: what the web's maps need. The tile template and attribution drive the
 * interactive map; `apiKey` is a Google Maps browser key, present only when one is configured
 * (it is public by nature; the server key never leaves the server).
 */
export interface MapsConfig {
  apiKey: string | null;
  tiles: { url: string; attribution: string; maxZoom: number } | null;
  /** True when the server draws static maps with Google Static Maps instead of offline. */
  googleStaticMaps: boolean;
}

/** Bytes crossing the service transport, base64-encoded, with what HTTP needs to serve them. */
export interface StoredImage {
  contentType: string;
  /** Strong validator of the bytes (a content hash), quoted as HTTP wants it. */
  etag: string;
  base64: string;
}

/** Where an image to optimise comes from: our media bucket, or a file of the web app. */
export type ImageSource =
  { kind: 'media'; key: string } | { kind: 'web'; path: string; base64: string };

/** What the static route map draws: the trip's stops and each day's line. */
export interface StaticMapRoute {
  stops: Stop[];
  /** One [lat, lng] line per day, drawn in `DAY_COLOURS` order. */
  days: [number, number][][];
}

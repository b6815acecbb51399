import { MAX_UPLOAD_BYTES, type ImageCredit, type LatLng } from '@roadbook/contracts';
import {
  GOOGLE_PLACES_PROVIDER as PROVIDER,
  isRecord,
  ProviderError,
  searchPlacesByText,
} from '@roadbook/planner';

export interface GooglePlacePhotosConfig {
  apiKey: string;
  /** https://places.googleapis.com, or a fake on loopback in tests. */
  baseUrl: string;
  /** Width asked of Google: twice the 80 px the page shows, for sharp screens. */
  maxWidthPx: number;
  timeoutMs?: number;
}

export interface PhotoQuery {
  /** What a person would type: the place's name and its address or town. */
  text: string;
  /** Where the place is, when known: the search prefers results near it. */
  near?: LatLng;
}

const DEFAULT_TIMEOUT_MS = 8000;
/** Only the photos are asked for: Places (New) bills by the fields in the mask. */
const FIELD_MASK = 'places.photos';
const NEAR_RADIUS_M = 10_000;

/** A place's photo: its bytes and the author Google asks apps to credit beside it. */
export interface PlacePhoto {
  bytes: Buffer;
  credit?: ImageCredit;
}

interface PhotoReference {
  name: string;
  credit?: ImageCredit;
}
/** A photo's resource name as Places (New) gives it; anything else is not put into a URL. */
const PHOTO_NAME = /^places\/[\w-]+\/photos\/[\w-]+$/;

/**
 * A photo of a named place through Places (New): Text Search for the best match, asking only
 * for its photos, then the first photo's media at thumbnail width. Resolves null when Google
 * knows no such place or has no photo of it; a provider failure throws a ProviderError.
 */
export class GooglePlacePhotos {
  private readonly baseUrl: string;

  constructor(private readonly config: GooglePlacePhotosConfig) {
    this.baseUrl = config.baseUrl.replace(/\/$/, '');
  }

  async photoOf(query: PhotoQuery): Promise<PlacePhoto | null> {
    const photo = await this.firstPhoto(query);
    return photo ? { bytes: await this.media(photo.name), credit: photo.credit } : null;
  }

  private async firstPhoto({ text, near }: PhotoQuery): Promise<PhotoReference | null> {
    const [place] = await searchPlacesByText(
      { apiKey: this.config.apiKey, baseUrl: this.baseUrl, timeoutMs: this.timeoutMs },
      FIELD_MASK,
      {
        textQuery: text,
        maxResultCount: 1,
        ...(near && { near: { center: near, radiusM: NEAR_RADIUS_M } }),
      },
    );
    // A place without photos has no photos array.
    const photo: unknown =
      isRecord(place) && Array.isArray(place.photos) ? place.photos[0] : undefined;
    if (!isRecord(photo)) return null;
    if (typeof photo.name !== 'string' || !PHOTO_NAME.test(photo.name)) {
      throw new ProviderError(PROVIDER, 'photo without a valid resource name');
    }
    return { name: photo.name, credit: creditOf(photo.authorAttributions) };
  }

  /** The photo's bytes; Google answers with a redirect to the image, which fetch follows. */
  private async media(name: string): Promise<Buffer> {
    const url = `${this.baseUrl}/v1/${name}/media?maxWidthPx=${this.config.maxWidthPx}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'X-Goog-Api-Key': this.config.apiKey },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(PROVIDER, `photo request failed: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 200);
      throw new ProviderError(PROVIDER, `photo HTTP ${response.status}: ${detail}`);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) {
      throw new ProviderError(PROVIDER, `photo is ${type || 'of no type'}, not an image`);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) {
      throw new ProviderError(PROVIDER, `photo of ${bytes.length} bytes`);
    }
    return bytes;
  }

  private get timeoutMs(): number {
    return this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }
}

/** The first author of a photo (`authorAttributions[]`), with their page when it is https. */
function creditOf(attributions: unknown): ImageCredit | undefined {
  const author: unknown = Array.isArray(attributions) ? attributions[0] : undefined;
  if (!isRecord(author) || typeof author.displayName !== 'string') return undefined;
  const name = author.displayName.trim().slice(0, 120);
  if (!name) return undefined;
  const url = typeof author.uri === 'string' ? httpsUrl(author.uri) : undefined;
  return url ? { name, url } : { name };
}

function httpsUrl(text: string): string | undefined {
  // Google gives protocol-relative author links ("//maps.google.com/maps/contrib/…").
  try {
    const url = new URL(text, 'https://maps.google.com');
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

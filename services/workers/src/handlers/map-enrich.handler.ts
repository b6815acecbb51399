import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ACTIVITY_THUMBNAIL_WIDTH,
  JobNames,
  MediaPatterns,
  staticMapCacheKey,
  staticMapRouteOf,
  TripsPatterns,
  type ActivityThumbnail,
  type ItineraryResponse,
  type MapEnrichPayload,
  type MapEnrichResult,
} from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  ServiceCallError,
  type JobHandler,
  type ServiceClient,
} from '@roadbook/platform';
import { ProviderError } from '@roadbook/planner';
import { GooglePlacePhotos } from '../thumbnails/google-place-photos';
import { thumbnailCandidates } from '../thumbnails/thumbnail-candidates';
import type { WorkersEnv } from '../workers.env';

/**
 * Finishes a freshly generated itinerary version: draws and stores its static map, then, when
 * Google Places is configured, gives named activities a photo. The map is the part that must
 * happen, so only its failure fails (and retries) the job; a photo provider that fails costs
 * the photos, never the map, and an activity without a photo keeps its icon. Idempotent: the
 * map is stored under the version's key and thumbnails only fill activities that have none.
 */
@Injectable()
export class MapEnrichHandler implements JobHandler<'map.enrich'> {
  readonly jobName = JobNames.mapEnrich;
  private readonly logger = new Logger(MapEnrichHandler.name);
  private readonly photos: GooglePlacePhotos | null;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @InjectServiceClient('media') private readonly media: ServiceClient,
    @Inject(APP_ENV) env: WorkersEnv,
  ) {
    this.photos = env.GOOGLE_PLACES_API_KEY
      ? new GooglePlacePhotos({
          apiKey: env.GOOGLE_PLACES_API_KEY,
          baseUrl: env.GOOGLE_PLACES_URL,
          maxWidthPx: ACTIVITY_THUMBNAIL_WIDTH * 2,
        })
      : null;
  }

  async handle({ tripId, version }: MapEnrichPayload): Promise<MapEnrichResult> {
    const itinerary = await this.version(tripId, version);
    if (!itinerary) return { tripId, version, thumbnails: 0, staticMap: false };
    await this.media.send(MediaPatterns.renderStaticMap, {
      cacheKey: staticMapCacheKey(tripId, version),
      route: staticMapRouteOf(itinerary),
      format: 'png',
      scale: 2,
    });
    const thumbnails = this.photos ? await this.findThumbnails(this.photos, itinerary) : [];
    const { updated } = thumbnails.length
      ? await this.trips.send(TripsPatterns.addThumbnails, { tripId, version, thumbnails })
      : { updated: 0 };
    return { tripId, version, thumbnails: updated, staticMap: true };
  }

  /** The version the job is for; null when it is gone (the trip was deleted meanwhile). */
  private async version(tripId: number, version: number): Promise<ItineraryResponse | null> {
    try {
      return await this.trips.send(TripsPatterns.getItineraryVersion, { tripId, version });
    } catch (error) {
      if (error instanceof ServiceCallError && error.body.statusCode === 404) return null;
      throw error;
    }
  }

  /** Photos stored in our bucket; the first provider failure ends the search for this job. */
  private async findThumbnails(
    photos: GooglePlacePhotos,
    itinerary: ItineraryResponse,
  ): Promise<ActivityThumbnail[]> {
    const found: ActivityThumbnail[] = [];
    for (const { day, activity, query } of thumbnailCandidates(itinerary)) {
      try {
        const photo = await photos.photoOf(query);
        if (!photo) continue;
        const { imageUrl } = await this.media.send(MediaPatterns.importImage, {
          base64: photo.bytes.toString('base64'),
        });
        found.push({ day, activity, imageUrl, ...(photo.credit && { imageCredit: photo.credit }) });
      } catch (error) {
        if (error instanceof ServiceCallError) {
          // Media refused these bytes (not an image it accepts): this activity keeps its icon.
          this.logger.warn(`photo for "${query.text}" refused: ${error.message}`);
          continue;
        }
        if (error instanceof ProviderError) {
          this.logger.warn(`activity photos skipped: ${error.message}`);
          break;
        }
        throw error;
      }
    }
    return found;
  }
}

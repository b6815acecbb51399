import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ACTIVITY_THUMBNAIL_WIDTH,
  JobNames,
  MediaPatterns,
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
 * Finishes a freshly generated itinerary version: gives named activities a photo through Google
 * Places. Queued only while photos are on (ItineraryGenerateHandler); a job that finds them
 * off (the key removed since) ends at once. The static map is
 * not drawn here: the media service draws it when it is first asked for (the gateway's
 * `/api/maps/static` route) and keeps it, so a plan nobody looks at costs no drawing (see
 * docs/performance.md). A photo provider that fails costs the photos, never the job, and an
 * activity without a photo keeps its icon. Idempotent: thumbnails only fill activities that
 * have none.
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
    const itinerary = this.photos ? await this.version(tripId, version) : null;
    if (!this.photos || !itinerary) return { tripId, version, thumbnails: 0 };
    const thumbnails = await this.findThumbnails(this.photos, itinerary);
    const { updated } = thumbnails.length
      ? await this.trips.send(TripsPatterns.addThumbnails, { tripId, version, thumbnails })
      : { updated: 0 };
    return { tripId, version, thumbnails: updated };
  }

  /** The version the job is for; null when it is gone (the trip was deleted meanwhile). */
  private async version(tripId: number, version: number): Promise<ItineraryResponse | null> {
    try {
      return await this.trips.send(TripsPatterns.getItineraryVersion, { tripId, version });
    } catch (error) {
      if (error instanceof ServiceCallError && error.body.code === 'not-found') return null;
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

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  TripMessages,
  type ActivityThumbnail,
  type ItineraryResponse,
  type TripItinerary,
} from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import type { Repository } from 'typeorm';
import { TripItineraryEntity } from '../trips/entities/trip-itinerary.entity';
import { TripEntity } from '../trips/entities/trip.entity';

/** The trip's generated versions: one row per plan version the worker finished. */
@Injectable()
export class ItineraryStore {
  constructor(
    @InjectRepository(TripItineraryEntity)
    private readonly itineraries: Repository<TripItineraryEntity>,
  ) {}

  /** A stored version as the worker produced it, whatever the trip's current version is. */
  async version(tripId: number, version: number): Promise<TripItinerary | null> {
    const row = await this.itineraries.findOneBy({ tripId, version });
    if (!row) return null;
    return {
      itinerary: row.itinerary,
      mapData: row.mapData,
      overview: row.overview,
      totalDistance: row.totalDistance,
      facts: row.facts!,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The trip's current version, or null while it is being generated (or failed). */
  current(trip: TripEntity): Promise<TripItinerary | null> {
    return this.version(trip.id, trip.version);
  }

  /** The current version, or an error that says why there is none yet. */
  async require(trip: TripEntity): Promise<TripItinerary> {
    const stored = await this.current(trip);
    if (stored) return stored;
    throw trip.generationStatus === 'failed'
      ? serviceError('not-found', `${TripMessages.generationFailed}: ${trip.generationError}`)
      : serviceError('not-ready', TripMessages.itineraryNotReady);
  }

  /** For the workers: a version they were queued for, even if the plan has moved on. */
  async requireVersion(tripId: number, version: number): Promise<ItineraryResponse> {
    const stored = await this.version(tripId, version);
    if (!stored?.facts) throw serviceError('not-found', TripMessages.itineraryNotReady);
    return stored;
  }

  /**
   * Gives activities of one version their photo. An activity that already has an image keeps
   * it, so a repeated job changes nothing; a version that is gone is left alone. The row is
   * locked while it is read and written, so two jobs cannot lose each other's photos.
   */
  async addThumbnails(
    tripId: number,
    version: number,
    thumbnails: ActivityThumbnail[],
  ): Promise<number> {
    return this.itineraries.manager.transaction(async (manager) => {
      const row = await manager.findOne(TripItineraryEntity, {
        where: { tripId, version },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return 0;
      let updated = 0;
      for (const { day, activity, imageUrl, imageCredit } of thumbnails) {
        const target = row.itinerary.days.find((d) => d.day === day)?.activities[activity];
        if (target && !target.imageUrl) {
          target.imageUrl = imageUrl;
          if (imageCredit) target.imageCredit = { ...imageCredit };
          updated++;
        }
      }
      if (updated > 0) {
        await manager.update(TripItineraryEntity, { id: row.id }, { itinerary: row.itinerary });
      }
      return updated;
    });
  }

  /** How many days each trip's current itinerary has, for the trips that have one. */
  async currentDayCounts(trips: TripEntity[]): Promise<Map<number, number>> {
    if (trips.length === 0) return new Map();
    const rows = await this.itineraries
      .createQueryBuilder('itinerary')
      .innerJoin(
        TripEntity,
        'trip',
        'trip.id = itinerary.tripId AND trip.version = itinerary.version',
      )
      .select('itinerary.tripId', 'tripId')
      .addSelect('itinerary.dayCount', 'days')
      .where('itinerary.tripId IN (:...ids)', { ids: trips.map((trip) => trip.id) })
      .getRawMany<{ tripId: number; days: number }>();
    return new Map(rows.map((row) => [Number(row.tripId), Number(row.days)]));
  }
}

import type { ItineraryResponse } from '@roadbook/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The generated itinerary of one version of a trip (docs/product.md#itineraries). */
@Entity({ name: 'trip_itineraries' })
export class TripItineraryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'trip_id', type: 'integer' })
  tripId: number;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'text' })
  overview: string;

  // The documents are `json`, stored as written and read whole: nothing queries inside them
  // (migrations/1765411200000-store-itineraries-as-json-text.ts; see `dayCount`).
  @Column({ type: 'json' })
  itinerary: ItineraryResponse['itinerary'];

  @Column({ name: 'map_data', type: 'json' })
  mapData: ItineraryResponse['mapData'];

  /** Machine-readable facts: stop coordinates, per-day figures, providers, estimates. */
  @Column({ type: 'json', nullable: true })
  facts: ItineraryResponse['facts'] | null;

  /** The itinerary's number of days, kept beside it for lists that show it. */
  @Column({ name: 'day_count', type: 'integer' })
  dayCount: number;

  @Column({ name: 'total_distance', type: 'text' })
  totalDistance: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

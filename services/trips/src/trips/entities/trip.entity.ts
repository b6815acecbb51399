import type {
  GenerationStatus,
  GroupRider,
  RouteType,
  TravelMode,
  TripType,
} from '@roadbook/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ShareOrigin = 'owner' | 'featuring';

/**
 * A trip (docs/product.md#trips). `userId` refers to a user of the auth service (no cross-schema
 * key).
 */
@Entity({ name: 'trips' })
export class TripEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'shareable_id', type: 'text', unique: true, nullable: true })
  shareableId: string | null;

  @Column({ type: 'text', unique: true, nullable: true })
  slug: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'start_date', type: 'text' })
  startDate: string;

  @Column({ name: 'end_date', type: 'text' })
  endDate: string;

  @Column({ name: 'travel_mode', type: 'text' })
  travelMode: TravelMode;

  @Column({ type: 'integer' })
  travelers: number;

  @Column({ type: 'integer', default: 1 })
  adults: number;

  @Column({ name: 'hotel_rooms', type: 'integer', default: 1 })
  hotelRooms: number;

  @Column({ name: 'start_location', type: 'text' })
  startLocation: string;

  @Column({ type: 'text' })
  destination: string;

  @Column({ name: 'is_round_trip', type: 'boolean', default: false })
  isRoundTrip: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  waypoints: string[];

  @Column({ name: 'route_type', type: 'text' })
  routeType: RouteType;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  activities: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  accommodation: string[];

  @Column({ type: 'text' })
  budget: string;

  @Column({ name: 'driving_hours', type: 'text' })
  drivingHours: string;

  @Column({ name: 'additional_notes', type: 'text', default: '' })
  additionalNotes: string;

  @Column({ name: 'rest_days', type: 'integer', default: 0 })
  restDays: number;

  @Column({ name: 'rest_in', type: 'text', default: '' })
  restIn: string;

  /** The plan's group: its riders and their fuel ranges. */
  @Column({ name: 'riders', type: 'jsonb', default: () => "'[]'" })
  group: GroupRider[];

  @Column({ name: 'ride_after_dark', type: 'boolean', default: false })
  rideAfterDark: boolean;

  @Column({ name: 'loop_hours', type: 'smallint', nullable: true })
  loopHours: number | null;

  @Column({ name: 'is_saved', type: 'boolean', default: false })
  isSaved: boolean;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'trip_type', type: 'text', default: 'multi-day' })
  tripType: TripType;

  /** The plan's version: each change makes a new itinerary, older results are ignored. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'generation_status', type: 'text', default: 'generating' })
  generationStatus: GenerationStatus;

  @Column({ name: 'generation_error', type: 'text', nullable: true })
  generationError: string | null;

  /**
   * Who made the share link: the owner (Share), or featuring, which withdraws it again when the
   * trip is unfeatured. Null while there is no link.
   */
  @Column({ name: 'share_origin', type: 'text', nullable: true })
  shareOrigin: ShareOrigin | null;

  /** The admin who featured the trip, while it is featured. */
  @Column({ name: 'featured_by', type: 'integer', nullable: true })
  featuredBy: number | null;

  /** A visitor's draft belongs to the browser holding this token (hashed), until saved. */
  @Column({ name: 'owner_token_hash', type: 'text', nullable: true })
  ownerTokenHash: string | null;

  /**
   * The submission that made the trip (plan-submission.ts): its owner and idempotency key, as a
   * digest. Unique: the same submission sent again finds this trip instead of making another.
   */
  @Column({ name: 'submission_key', type: 'text', unique: true, nullable: true })
  submissionKey: string | null;

  /** A digest of the plan that submission sent: the same key with another plan is refused. */
  @Column({ name: 'submission_plan_digest', type: 'text', nullable: true })
  submissionPlanDigest: string | null;
}

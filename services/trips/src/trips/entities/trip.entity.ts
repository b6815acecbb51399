import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** spec §3 trips. `userId` refers to a user of the auth service (no cross-schema key). */
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
  travelMode: string;

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
  routeType: string;

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

  @Column({ name: 'is_saved', type: 'boolean', default: false })
  isSaved: boolean;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

import { IsNull, type Repository } from 'typeorm';
import { randomBytes } from 'node:crypto';
import type { TripEntity } from './entities/trip.entity';

/** The columns sharing, saving and featuring write; never the plan or the generation state. */
export type TripStateColumns = Partial<
  Pick<
    TripEntity,
    | 'userId'
    | 'ownerTokenHash'
    | 'isSaved'
    | 'shareableId'
    | 'isPublic'
    | 'shareOrigin'
    | 'isFeatured'
    | 'featuredBy'
    | 'slug'
    | 'description'
  >
>;

/**
 * Writes only the given columns. Saving the whole loaded row would also write back the
 * generation state read a moment earlier, and an itinerary finished in between would be
 * marked as generating again, for good.
 */
export async function setColumns(
  trips: Repository<TripEntity>,
  trip: TripEntity,
  columns: TripStateColumns,
): Promise<TripEntity> {
  await trips.update({ id: trip.id }, columns);
  return Object.assign(trip, columns);
}

/**
 * Writes the given columns only while the trip's share link is still the one it was read with:
 * of two writes that set a link at once (sharing or featuring, one of them sent again to another
 * replica: RETRIABLE_PATTERNS), one writes and the other writes nothing and answers null, to read
 * the trip again and find the link set. Never two links, each answered to one caller.
 */
export async function setColumnsOverLink(
  trips: Repository<TripEntity>,
  trip: TripEntity,
  columns: TripStateColumns,
): Promise<TripEntity | null> {
  const { affected } = await trips.update(
    { id: trip.id, shareableId: trip.shareableId ?? IsNull() },
    columns,
  );
  return affected ? Object.assign(trip, columns) : null;
}

/** A trip without a share link: the old one answers not-found for good. */
export const NO_SHARE_LINK = { shareableId: null, isPublic: false, shareOrigin: null } as const;

/** 72 random bits: a share link nobody can guess. */
export function newShareableId(): string {
  return randomBytes(9).toString('base64url');
}

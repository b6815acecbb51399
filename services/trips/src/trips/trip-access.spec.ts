import { RpcException } from '@nestjs/microservices';
import {
  TripMessages,
  type ErrorCode,
  type ServiceErrorBody,
  type TripCaller,
} from '@roadbook/contracts';
import { TripEntity } from './entities/trip.entity';
import { toPublicTrip } from './to-trip';
import {
  assertCanChange,
  assertCanEditAsAdmin,
  assertCanReadById,
  canReadById,
  isSharedVia,
  notesArePublic,
  seesPrivateFields,
} from './trip-access';

const OWNER_ID = 7;
const VISITOR_HASH = 'a'.repeat(64);

const SHARING = ['private', 'shared', 'featured'] as const;
type Sharing = (typeof SHARING)[number];

function trip(sharing: Sharing, owner: 'user' | 'visitor' = 'user'): TripEntity {
  return Object.assign(new TripEntity(), {
    id: 12,
    userId: owner === 'user' ? OWNER_ID : null,
    ownerTokenHash: owner === 'visitor' ? VISITOR_HASH : null,
    shareableId: sharing === 'shared' ? 'k3Jx9-share' : null,
    slug: sharing === 'featured' ? 'canyon-loop-12' : null,
    name: 'Canyon Loop',
    description: null,
    tripType: 'multi-day',
    startDate: '2026-05-01',
    endDate: '2026-05-04',
    travelMode: 'motorcycle',
    travelers: 2,
    adults: 2,
    hotelRooms: 1,
    startLocation: 'Denver, CO',
    destination: 'Moab, UT',
    isRoundTrip: false,
    waypoints: [],
    routeType: 'scenic',
    activities: ['nature'],
    accommodation: [],
    budget: 'moderate',
    drivingHours: '4-6',
    additionalNotes: 'My sister lives at 12 Elm St',
    isSaved: owner === 'user',
    isFeatured: sharing === 'featured',
    isPublic: sharing === 'shared',
    shareOrigin: sharing === 'shared' ? 'owner' : null,
    featuredBy: null,
    createdAt: new Date('2026-04-01T10:00:00Z'),
    version: 1,
    generationStatus: 'ready',
    generationError: null,
  });
}

const callers: Record<string, TripCaller> = {
  owner: { userId: OWNER_ID, role: 'user' },
  admin: { userId: 99, role: 'admin' },
  'other user': { userId: 8, role: 'user' },
  anonymous: {},
  'anonymous with another browser': { visitorTokenHash: 'b'.repeat(64) },
};

/** 'ok', or the code and message of the service error it threw. */
function outcome(act: () => unknown): 'ok' | ServiceErrorBody {
  try {
    act();
    return 'ok';
  } catch (error) {
    if (error instanceof RpcException) return error.getError() as ServiceErrorBody;
    throw error;
  }
}

function codeOf(act: () => unknown): ErrorCode | 'ok' {
  const result = outcome(act);
  return result === 'ok' ? result : result.code;
}

describe('trip access by id', () => {
  // Who opens a signed-in user's trip by its (guessable) id, per sharing state.
  it.each<[string, Record<Sharing, boolean>]>([
    ['owner', { private: true, shared: true, featured: true }],
    ['admin', { private: true, shared: true, featured: true }],
    ['other user', { private: false, shared: false, featured: true }],
    ['anonymous', { private: false, shared: false, featured: true }],
    ['anonymous with another browser', { private: false, shared: false, featured: true }],
  ])('%s: %o', (who, expected) => {
    for (const sharing of SHARING) {
      expect([sharing, canReadById(trip(sharing), callers[who])]).toEqual([
        sharing,
        expected[sharing],
      ]);
    }
  });

  it("lets the browser that planned a visitor's draft open it, and no other browser", () => {
    for (const sharing of ['private', 'shared'] as const) {
      const draft = trip(sharing, 'visitor');
      expect(canReadById(draft, { visitorTokenHash: VISITOR_HASH })).toBe(true);
      expect(canReadById(draft, { visitorTokenHash: 'b'.repeat(64) })).toBe(false);
      expect(canReadById(draft, {})).toBe(false);
      // A signed-in user is not the owner of a draft made in another browser.
      expect(canReadById(draft, { userId: 8, role: 'user' })).toBe(false);
    }
  });

  it('answers not-found, Trip not found, for a trip the caller may not open, and for none at all', () => {
    expect(outcome(() => assertCanReadById(trip('shared'), callers['other user']))).toEqual({
      code: 'not-found',
      message: TripMessages.notFound,
    });
    expect(codeOf(() => assertCanReadById(trip('shared'), {}))).toBe('not-found');
    expect(codeOf(() => assertCanReadById(null, callers.owner))).toBe('not-found');
    expect(codeOf(() => assertCanReadById(trip('featured'), {}))).toBe('ok');
  });
});

describe('trip changes (update, share, unshare, delete)', () => {
  it.each<[string, Record<Sharing, 'ok' | ErrorCode>]>([
    ['owner', { private: 'ok', shared: 'ok', featured: 'ok' }],
    ['admin', { private: 'forbidden', shared: 'forbidden', featured: 'forbidden' }],
    ['other user', { private: 'not-found', shared: 'not-found', featured: 'forbidden' }],
    ['anonymous', { private: 'not-found', shared: 'not-found', featured: 'forbidden' }],
  ])('%s: %o', (who, expected) => {
    for (const sharing of SHARING) {
      expect([sharing, codeOf(() => assertCanChange(trip(sharing), callers[who]))]).toEqual([
        sharing,
        expected[sharing],
      ]);
    }
  });

  it('lets the visitor who planned a draft change it, from that browser only', () => {
    const draft = trip('private', 'visitor');
    expect(codeOf(() => assertCanChange(draft, { visitorTokenHash: VISITOR_HASH }))).toBe('ok');
    expect(codeOf(() => assertCanChange(draft, { visitorTokenHash: 'b'.repeat(64) }))).toBe(
      'not-found',
    );
  });
});

describe('admin trip editor', () => {
  it.each<[string, 'ok' | ErrorCode]>([
    ['admin', 'ok'],
    ['owner', 'forbidden'],
    ['other user', 'forbidden'],
    ['anonymous', 'forbidden'],
    ['anonymous with another browser', 'forbidden'],
  ])('%s: %s, whatever the trip', (who, expected) => {
    for (const sharing of SHARING) {
      expect([sharing, codeOf(() => assertCanEditAsAdmin(trip(sharing), callers[who]))]).toEqual([
        sharing,
        expected,
      ]);
    }
  });

  it("refuses a non-admin as forbidden before saying whether the trip exists; an admin's not-found", () => {
    expect(outcome(() => assertCanEditAsAdmin(null, callers.owner))).toEqual({
      code: 'forbidden',
      message: TripMessages.adminsOnly,
    });
    expect(outcome(() => assertCanEditAsAdmin(null, callers.admin))).toEqual({
      code: 'not-found',
      message: TripMessages.notFound,
    });
  });
});

describe('private fields', () => {
  it('are seen by the owner, the draft owner and admins only', () => {
    for (const sharing of SHARING) {
      expect(seesPrivateFields(trip(sharing), callers.owner)).toBe(true);
      expect(seesPrivateFields(trip(sharing), callers.admin)).toBe(true);
      expect(seesPrivateFields(trip(sharing), callers['other user'])).toBe(false);
      expect(seesPrivateFields(trip(sharing), callers.anonymous)).toBe(false);
      expect(seesPrivateFields(trip(sharing, 'visitor'), { visitorTokenHash: VISITOR_HASH })).toBe(
        true,
      );
    }
  });

  it('never reach the public view, nor do the notes of a trip an admin featured', () => {
    const featured = toPublicTrip(Object.assign(trip('featured'), { featuredBy: 1 }), 'featured');
    const shared = toPublicTrip(trip('shared'), 'shared');
    for (const view of [featured, shared]) {
      expect(view).not.toHaveProperty('userId');
      expect(view).not.toHaveProperty('isSaved');
      expect(view).not.toHaveProperty('ownerTokenHash');
      expect(view).not.toHaveProperty('additionalNotes');
      expect(view).toMatchObject({ id: 12, name: 'Canyon Loop', destination: 'Moab, UT' });
    }
  });

  it('show the notes on the featured page of a trip its owner featured', () => {
    const ownFeatured = Object.assign(trip('featured'), { featuredBy: OWNER_ID });
    expect(notesArePublic(ownFeatured)).toBe(true);
    expect(toPublicTrip(ownFeatured, 'featured').additionalNotes).toBe(
      'My sister lives at 12 Elm St',
    );
    expect(toPublicTrip(ownFeatured, 'shared')).not.toHaveProperty('additionalNotes');
    expect(notesArePublic(Object.assign(ownFeatured, { isFeatured: false }))).toBe(false);
  });
});

describe('share links', () => {
  it('work while the trip is shared under that id only', () => {
    const shared = trip('shared');
    expect(isSharedVia(shared, 'k3Jx9-share')).toBe(true);
    expect(isSharedVia(shared, 'other-share')).toBe(false);
    expect(isSharedVia(Object.assign(shared, { isPublic: false }), 'k3Jx9-share')).toBe(false);
  });
});

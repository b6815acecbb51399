import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AdminTripsQueryDto, FeatureTripDto } from './admin-trips.dto';
import { ADMIN_TRIPS_PAGE_SIZE, AdminTripsMessages } from './admin-trips.types';
import { FeaturingMessages, suggestedTripSlug, tripSlugProblem } from './trip-featuring';

/** The checked object and each failing property with its messages, as the pipes read them. */
function check<T extends object>(type: new () => T, body: unknown) {
  const value = plainToInstance(type, body);
  const errors = validateSync(value);
  const failures = Object.fromEntries(
    errors.map((e) => [e.property, Object.values(e.constraints ?? {})]),
  );
  return { value, failures };
}

describe('AdminTripsQueryDto', () => {
  it('reads the query string into words, a featured flag and a page', () => {
    const { value, failures } = check(AdminTripsQueryDto, {
      q: '  blue ridge ',
      featured: 'false',
      page: '3',
      pageSize: '50',
    });
    expect(failures).toEqual({});
    expect(value).toMatchObject({ q: 'blue ridge', featured: false, page: 3, pageSize: 50 });
  });

  it('asks for the first page of the usual size when none is named', () => {
    const { value, failures } = check(AdminTripsQueryDto, {});
    expect(failures).toEqual({});
    expect(value).toMatchObject({ page: 1, pageSize: ADMIN_TRIPS_PAGE_SIZE.default });
    expect(value.featured).toBeUndefined();
  });

  it.each([
    ['featured', { featured: 'yes' }, AdminTripsMessages.featuredInvalid],
    ['page', { page: '0' }, AdminTripsMessages.pageInvalid],
    ['page', { page: 'two' }, AdminTripsMessages.pageInvalid],
    [
      'pageSize',
      { pageSize: String(ADMIN_TRIPS_PAGE_SIZE.max + 1) },
      AdminTripsMessages.pageSizeInvalid,
    ],
    ['q', { q: 'x'.repeat(101) }, AdminTripsMessages.queryTooLong],
  ])('refuses a bad %s with a message that says what is allowed', (property, body, message) => {
    expect(check(AdminTripsQueryDto, body).failures[property]).toContain(message);
  });
});

describe('FeatureTripDto', () => {
  it('takes the flag alone, as callers that only toggle send it', () => {
    expect(check(FeatureTripDto, { isFeatured: true }).failures).toEqual({});
    expect(check(FeatureTripDto, { isFeatured: false }).failures).toEqual({});
  });

  it('takes a slug and a description when featuring, the description trimmed', () => {
    const { value, failures } = check(FeatureTripDto, {
      isFeatured: true,
      slug: 'blue-ridge-2027',
      description: '  Three days of gaps and hollows. ',
    });
    expect(failures).toEqual({});
    expect(value.description).toBe('Three days of gaps and hollows.');
  });

  it.each(['Blue-Ridge', 'blue--ridge', '-blue', 'blue_ridge', 'blue ridge', 'été'])(
    'refuses the slug %p',
    (slug) => {
      expect(check(FeatureTripDto, { isFeatured: true, slug }).failures.slug).toContain(
        FeaturingMessages.slugInvalid,
      );
    },
  );

  it('refuses an empty or overlong description', () => {
    const blank = check(FeatureTripDto, { isFeatured: true, description: '   ' });
    expect(blank.failures.description).toContain(FeaturingMessages.descriptionRequired);
    const long = check(FeatureTripDto, { isFeatured: true, description: 'a'.repeat(501) });
    expect(long.failures.description).toContain(FeaturingMessages.descriptionTooLong);
  });

  it('refuses a slug or a description sent to unfeature a trip', () => {
    const { failures } = check(FeatureTripDto, {
      isFeatured: false,
      slug: 'blue-ridge',
      description: 'Words',
    });
    expect(failures.slug).toContain(FeaturingMessages.onlyWhenFeaturing);
    expect(failures.description).toContain(FeaturingMessages.onlyWhenFeaturing);
  });
});

describe('slugs', () => {
  it('suggests the name in slug form with the id', () => {
    expect(suggestedTripSlug('Blue Ridge Loop!', 7)).toBe('blue-ridge-loop-7');
    expect(suggestedTripSlug('!!!', 7)).toBe('trip-7');
  });

  it('says what is wrong with a slug, and nothing about a good one', () => {
    expect(tripSlugProblem('blue-ridge-7')).toBeNull();
    expect(tripSlugProblem('Blue Ridge')).toBe(FeaturingMessages.slugInvalid);
    expect(tripSlugProblem('a'.repeat(101))).toBe(FeaturingMessages.slugTooLong);
  });
});

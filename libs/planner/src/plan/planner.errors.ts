/** A plan field names a place that no geocoder could find: a validation error, not a crash. */
export class PlaceNotFoundError extends Error {
  readonly code = 'PLACE_NOT_FOUND';

  constructor(
    /** The plan form field: 'startLocation', 'destination' or 'waypoints[1]'. */
    readonly field: string,
    readonly text: string,
  ) {
    super(`${field}: could not find a place called "${text}"`);
    this.name = 'PlaceNotFoundError';
  }
}

/** An online provider answered with something the adapter cannot use. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

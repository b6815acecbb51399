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

/**
 * Two places of the plan have no road between them (an ocean, an island without a car ferry
 * we know of): refused before any routing, with the reason in the rider's words, on the field
 * of the place that cannot be reached.
 */
export class NoRoadError extends Error {
  readonly code = 'NO_ROAD';

  constructor(
    /** The plan form field of the place that cannot be reached. */
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'NoRoadError';
  }
}

/**
 * A loop was asked for where no famous riding road lies within its reach of the start: refused
 * before any routing, on the loop's field.
 */
export class NoLoopRoadsError extends Error {
  readonly code = 'NO_LOOP_ROADS';
  readonly field = 'loopHours';

  constructor(message: string) {
    super(message);
    this.name = 'NoLoopRoadsError';
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

/**
 * A plan the plan rules refuse (`checkPlan`), found at the planner's door before any work: the
 * engine checks this itself, as a job can reach it without passing the gateway. The message is
 * the rule's, written for the rider; `field` names what to change.
 */
export class PlanRejectedError extends Error {
  readonly code = 'PLAN_REJECTED';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlanRejectedError';
  }
}

/** Which limit a plan is past: how many days, how many stops, or how much text or people. */
export type PlanLimit = 'days' | 'stops' | 'size';

/**
 * A plan bigger than the engine takes on (days, stops, text or party sizes), refused before any
 * work. The engine checks this itself: a job can reach it without passing the gateway's checks.
 * The message is written for the rider.
 */
export class PlanTooLargeError extends Error {
  readonly code = 'PLAN_TOO_LARGE';

  constructor(
    readonly limit: PlanLimit,
    message: string,
  ) {
    super(message);
    this.name = 'PlanTooLargeError';
  }
}

/** Planning ran past its time budget (a slow provider, a huge route): stopped between steps. */
export class PlanTimeBudgetError extends Error {
  readonly code = 'PLAN_TIME_BUDGET';

  constructor(
    readonly budgetMs: number,
    /** The step that was about to start when the budget ran out. */
    readonly step: string,
  ) {
    super(`planning took longer than its ${budgetMs} ms budget (stopped before ${step})`);
    this.name = 'PlanTimeBudgetError';
  }
}

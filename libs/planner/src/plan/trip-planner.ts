import { groupFuelPlan, loopHoursOf, MAX_TRIP_DAYS, PlanTripMessages } from '@roadbook/contracts';
import type {
  DayWeather,
  GroupRider,
  ItineraryResponse,
  LoopFacts,
  PacingAdvice,
  PlanTripInput,
  RiderAlert,
  SpareDaysAdvice,
} from '@roadbook/contracts';
import { requestedKinds } from '../activities/activity-kinds';
import { CuratedPlacesAdapter } from '../activities/curated-places.adapter';
import { LUNCH_MINUTES, ON_ROUTE_KM, planDay } from '../activities/day-activities.builder';
import type { Sight } from '../activities/day-activities.builder';
import { lodgingKind } from '../activities/lodging-kind';
import { estimateDayCosts, estimateTripCosts, tripCurrency } from '../costs/cost-estimator';
import type { CostPlan } from '../costs/cost-estimator';
import { daylightRidingMinutes } from '../days/day-schedule';
import type { DaySchedule } from '../days/day-schedule';
import { daysNeeded, hasTokenRide, splitIntoDays } from '../days/day-splitter';
import type { DayEnd, DayMap, SplitDay, SplitRequest, SplitResult } from '../days/day-splitter';
import { addDays } from '../days/local-time';
import { formatDistance } from '../format/units.format';
import { isImperialCountry, OfflineGeocoderAdapter } from '../geocode/offline-geocoder.adapter';
import { normalizeName } from '../gazetteer/gazetteer';
import { timeZoneFor } from '../gazetteer/regions';
import { round } from '../geo/geo.util';
import { TemplateNarrativeAdapter } from '../narrative/template-narrative.adapter';
import type { GeocoderPort } from '../ports/geocoder.port';
import type { Narrative, NarrativePort } from '../ports/narrative.port';
import type { PlaceCandidate, PlaceKind, PlacesPort } from '../ports/places.port';
import type { RoutedLeg, RouterPort } from '../ports/router.port';
import type { WeatherPort } from '../ports/weather.port';
import { OfflineRouterAdapter } from '../route/offline-router.adapter';
import { RouteTrack } from '../route/route-track';
import { TypicalWeatherAdapter } from '../weather/typical-weather.adapter';
import { pacingAdvice, spareDaysAdvice } from './pacing-advice';
import type { PlanDays } from './pacing-advice';
import { scenicLoop } from './scenic-loop';
import { loopLengthWarning, loopRoadsProblem, planLoop } from './loop-route';
import type { PlannedLoop } from './loop-route';
import { closuresOnDays, waypointsWith } from './day-closures';
import { byUrgency, conditionAlerts, ferryAlert } from './rider-alerts';
import { routeLegs } from './route-legs';
import type { RoutedLegs } from './route-legs';
import { withFerryCrossings } from './ferry-crossings';
import { weatherFallback } from './weather-fallback';
import { routePoints, weatherOnRoute } from './weather-on-route';
import { planRefusals } from './plan-refusals';
import { addedRestWarning, restPlace, restPlan } from './rest-days';
import type { RestPlace } from './rest-days';
import type { PlanRefusals } from './plan-refusals';
import { loadReachability } from '../reach/reachability';
import { parsePlanRequest } from './plan-request';
import type { PlanRequest } from './plan-request';
import { assertDayCountWithinLimit, timeBudget } from './plan-limits';
import {
  allStops,
  bounds,
  center,
  ferryLeg,
  narrativeFacts,
  pair,
  placeFields,
  routeLeg,
  toStop,
} from './itinerary-response.parts';
import type { Located, PlannedDay } from './itinerary-response.parts';
import type { PlanOptions } from './planner.config';
import { NoLoopRoadsError, PlaceNotFoundError } from './planner.errors';
import type { PlannerData } from './planner-data';
import { ProviderUsage } from './provider-usage';

/** Online providers to try first; each falls back to its offline twin. */
export interface OnlineAdapters {
  geocoder?: GeocoderPort;
  router?: RouterPort;
  places?: PlacesPort;
  weather?: WeatherPort;
  narrative?: NarrativePort;
}

/** What every day of one plan is filled with, the same for each day. */
interface DayContext {
  input: PlanRequest;
  firstDate: string;
  today: string;
  kinds: PlaceKind[];
  /** Places already given to an earlier day, so none is planned twice. */
  used: Set<string>;
  riddenOnTrip: ReadonlySet<string>;
  imperial: boolean;
  fuelRangeKm: number | null;
  lastDay: number;
  usage: ProviderUsage;
  waypointsWith(place: PlaceCandidate): string[];
  costs: CostPlan;
  track: RouteTrack;
}

/** The route of a plan (`routeTrip`): its places, the order they are ridden in, the legs. */
interface RoutedTrip {
  places: Located[];
  firstDate: string;
  loop: (PlannedLoop & { hoursAsked: number }) | undefined;
  sequence: Located[];
  legs: RoutedLeg[];
  closures: RoutedLegs['closures'];
  track: RouteTrack;
}

/** The route in days (`planDays`), with what decided them. */
interface DayPlan {
  split: SplitDay[];
  warnings: string[];
  /** The riding the daylight allows a day, when less than the rider's hours; else null. */
  daylight: number | null;
  days: PlanDays;
  restAt: RestPlace;
  /** Rest days the planner added where no town splits the riding into the days chosen. */
  addedRest: number;
  fuelRangeKm: number | null;
  fuelRangeSetBy: GroupRider | undefined;
  imperial: boolean;
}

/** Each day filled (`fillDays`), with its schedule and its sights. */
interface FilledDays {
  days: PlannedDay[];
  schedules: DaySchedule[];
  sightsByDay: Sight[][];
}

/** The steps' results the response is assembled from. */
interface AssemblyParts {
  places: Located[];
  sequence: Located[];
  legs: RoutedLeg[];
  track: RouteTrack;
  split: SplitDay[];
  days: PlannedDay[];
  narrative: Narrative;
  totalDistance: string;
  warnings: string[];
  usage: ProviderUsage;
  budgetHours: number;
  fuelRangeKm: number | null;
  /** The group's rider whose range set `fuelRangeKm`, when the plan has a group. */
  fuelRangeSetBy: GroupRider | undefined;
  imperial: boolean;
  pacing: PacingAdvice | undefined;
  spareDays: SpareDaysAdvice | undefined;
  startCountry: string;
  loop: LoopFacts | undefined;
}

/** A place of the plan as the splitter sees it: `km` along the route, where it may sleep. */
function dayEndOf(place: Located, km: number): DayEnd {
  return {
    name: place.name,
    shortName: place.shortName,
    lat: place.lat,
    lng: place.lng,
    countryCode: place.countryCode,
    timeZone: timeZoneFor(place.countryCode, place.admin ?? '', place),
    km,
    offKm: 0,
    canOvernight: place.kind !== 'curated',
  };
}

/** Daylight that allows less than this share of the rider's hours makes the days short. */
const SHORT_DAYS_SHARE = 0.9;

export interface PlannerSettings {
  fuelRangeKm: number;
  maxOffRouteKm: number;
  sunsetMarginMinutes: number;
}

/** What a day's costs are estimated from: the mode, the budget, the lodging, the currency. */
function costPlanOf(input: PlanRequest, startCountry: string): CostPlan {
  const { budget } = input;
  return {
    mode: input.travelMode,
    budget,
    lodging: lodgingKind(input.accommodation ?? [], budget, input.travelMode).kind,
    rooms: input.hotelRooms ?? 1,
    currency: tripCurrency(startCountry).currency,
  };
}

/** Turns a plan into an itinerary: geocode, route, split into days, fill days, describe. */
export class TripPlanner {
  private readonly offline: Required<OnlineAdapters>;
  /** Loaded with the planner, not on the first plan that crosses water. */
  private readonly reach = loadReachability();
  /** The towns the days are placed on, and which a road from the route reaches. */
  private readonly dayMap: DayMap;

  constructor(
    private readonly data: PlannerData,
    private readonly online: OnlineAdapters,
    private readonly settings: PlannerSettings,
  ) {
    this.dayMap = { gazetteer: data.gazetteer, reach: this.reach };
    this.offline = {
      geocoder: new OfflineGeocoderAdapter(data),
      router: new OfflineRouterAdapter(data, this.reach),
      places: new CuratedPlacesAdapter(data),
      weather: new TypicalWeatherAdapter(),
      narrative: new TemplateNarrativeAdapter(),
    };
  }

  /**
   * Refuses a plan the plan rules refuse (PlanRejectedError) before any work, and stops one that
   * runs past `options.timeBudgetMs` (PlanTimeBudgetError). The steps: find the places, route
   * between them, split the route into days, fill each day, write the narrative, assemble.
   */
  async plan(plan: PlanTripInput, options: PlanOptions): Promise<ItineraryResponse> {
    const input = parsePlanRequest(plan);
    const checkTime = timeBudget(options.timeBudgetMs);
    const usage = new ProviderUsage();
    const route = await this.routeTrip(input, options, usage, checkTime);
    const dayPlan = this.planDays(input, route, checkTime);
    const { split, warnings, fuelRangeKm, imperial } = dayPlan;
    const { places, track, loop } = route;
    const filled = await this.fillDays(
      split,
      await this.dayContext(input, route, dayPlan, { today: options.today, usage }),
      {
        closuresByDay: closuresOnDays(this.data.gazetteer, track, split, route.closures),
        warnings,
        checkTime,
      },
    );
    const totalDistance = formatDistance(
      split.reduce((s, d) => s + d.distanceKm, 0),
      imperial,
    );
    checkTime('the narrative');
    const narrative = await this.narrate(
      input,
      route,
      dayPlan,
      { ...filled, totalDistance },
      usage,
    );
    return this.assemble({
      ...route,
      split,
      days: filled.days,
      narrative,
      totalDistance,
      warnings,
      usage,
      budgetHours: input.dailyHours.maxHours,
      fuelRangeKm,
      fuelRangeSetBy: dayPlan.fuelRangeSetBy,
      imperial,
      ...this.adviceOn(input, route, dayPlan),
      startCountry: places[0].countryCode,
      loop: loop && {
        hoursAsked: loop.hoursAsked,
        movingMinutes: Math.round(track.totalMinutes),
        via: loop.via.map((place) => place.name),
      },
    });
  }

  /** What every day of the trip is filled with. */
  private async dayContext(
    input: PlanRequest,
    { places, sequence, track, firstDate }: RoutedTrip,
    { split, fuelRangeKm, imperial }: DayPlan,
    { today, usage }: { today: string; usage: ProviderUsage },
  ): Promise<DayContext> {
    return {
      input,
      firstDate,
      today,
      kinds: requestedKinds(input.activities, input.travelMode),
      used: new Set<string>(),
      riddenOnTrip: await this.ridingRoadsAlong(track),
      imperial,
      fuelRangeKm,
      lastDay: split.length - 1,
      usage,
      waypointsWith: (place) => waypointsWith(input, sequence, track, place),
      track,
      costs: costPlanOf(input, places[0].countryCode),
    };
  }

  /**
   * The places found, the order they are ridden in (a round trip back to its start, a loop
   * through its roads, ferries where the sea is between), and the route through them with the
   * seasonal closures on it.
   */
  private async routeTrip(
    input: PlanRequest,
    options: PlanOptions,
    usage: ProviderUsage,
    checkTime: (step: string) => void,
  ): Promise<RoutedTrip> {
    const places = await this.geocodeAll(input, usage, checkTime);
    const firstDate = input.startDate || options.today;
    const loop = this.loopOf(input, places[0], firstDate, options.seed ?? 0);
    const crossings = withFerryCrossings(
      // A loop rides from the start through its roads back to it, its destination: one leg.
      loop
        ? [places[0], places[places.length - 1]]
        : input.isRoundTrip
          ? [...places, places[0]]
          : places,
      this.reach,
      this.data.gazetteer,
    );
    const { legs, closures } = await routeLegs(
      crossings,
      input,
      { firstDate, dayCount: input.datedDays ?? 1 },
      this.data.places,
      (request, i) => {
        checkTime(`routing leg ${i}`);
        return usage.attempt(
          'router',
          this.bind(this.online.router, (r) => r.route(request)),
          this.bind(this.offline.router, (r) => r.route(request))!,
        );
      },
      loop?.via,
    );
    return {
      places,
      firstDate,
      loop,
      sequence: crossings.sequence,
      legs,
      closures,
      track: new RouteTrack(legs),
    };
  }

  /**
   * The route in days: the rider's daily hours and the daylight, the rest days, the fuel range
   * (a group's smallest tank, less a reserve, else the motorcycle default), then the split and
   * the warnings it gives.
   */
  private planDays(
    input: PlanRequest,
    { places, sequence, track, loop, firstDate }: RoutedTrip,
    checkTime: (step: string) => void,
  ): DayPlan {
    const budgetHours = input.dailyHours.maxHours;
    const daylight = this.daylightBudget(input, sequence, firstDate, budgetHours * 60);
    // Undated trips get enough days that towns near the split points still fit the budget, and
    // that each day arrives in daylight.
    const rest = restPlan(
      input,
      sequence,
      input.datedDays,
      daysNeeded(track.ridingMinutes, Math.min(budgetHours * 60, daylight ?? Infinity)),
    );
    assertDayCountWithinLimit(rest.ridingDays + rest.days, budgetHours);
    checkTime('splitting into days');
    const groupFuel = groupFuelPlan(input.group);
    const fuelRangeKm =
      groupFuel?.plannedKm ??
      (input.travelMode === 'motorcycle' ? this.settings.fuelRangeKm : null);
    const imperial = isImperialCountry(places[0].countryCode);
    const restAt = restPlace(input, sequence, rest);
    const { addedRest, ...split } = this.splitDays({
      track,
      stops: sequence.map((place, i) => dayEndOf(place, i === 0 ? 0 : track.legEndKm[i - 1])),
      dayCount: rest.ridingDays,
      budgetMinutes: budgetHours * 60,
      ...(daylight !== null && { daylightMinutes: daylight }),
      fuelRangeKm,
      ...(groupFuel && { fuelRider: groupFuel.rider }),
      imperial,
      routeType: input.routeType,
      ...(rest.days > 0 && { rest: { stopIndex: rest.stopIndex, days: rest.days } }),
      datesChosen: input.datedDays !== null,
      restAt,
    });
    const warnings = [
      ...split.warnings,
      ...(rest.warning ? [rest.warning] : []),
      ...(addedRest ? [addedRestWarning(addedRest, rest.ridingDays, restAt.town)] : []),
      ...(loop && !loop.withinTolerance
        ? [loopLengthWarning(loop.hoursAsked, track.totalMinutes, places[0].shortName)]
        : []),
    ];
    if (!input.isRoundTrip && places.length === 2 && track.totalKm < 1) {
      warnings.push(
        'The start and the destination are the same place; add waypoints or make it a round trip to shape a route.',
      );
    }
    return {
      split: split.days,
      warnings,
      daylight,
      days: { riding: rest.ridingDays, rest: rest.days },
      restAt,
      addedRest,
      fuelRangeKm,
      fuelRangeSetBy: groupFuel?.rider,
      imperial,
    };
  }

  /** The trip's title, summary and each day's words, online where a provider is set. */
  private async narrate(
    input: PlanRequest,
    { places }: RoutedTrip,
    { split, daylight, fuelRangeKm, imperial, warnings }: DayPlan,
    filled: FilledDays & { totalDistance: string },
    usage: ProviderUsage,
  ): Promise<Narrative> {
    const facts = narrativeFacts({
      input,
      places,
      split,
      days: filled.days,
      schedules: filled.schedules,
      sightsByDay: filled.sightsByDay,
      totalDistance: filled.totalDistance,
      fuelRangeKm,
      imperial,
      warnings,
      // Said where the daylight makes the days markedly shorter than the rider's hours.
      daylight:
        daylight !== null && daylight < input.dailyHours.maxHours * 60 * SHORT_DAYS_SHARE
          ? { ridingMinutes: daylight, marginMinutes: this.settings.sunsetMarginMinutes }
          : null,
    });
    return usage.attempt(
      'narrative',
      this.bind(this.online.narrative, (n) => n.write(facts)),
      this.bind(this.offline.narrative, (n) => n.write(facts))!,
    );
  }

  /** For a dated trip, what to change when its days are too few or too many for its riding. */
  private adviceOn(
    input: PlanRequest,
    route: RoutedTrip,
    { days, restAt, addedRest }: DayPlan,
  ): Pick<AssemblyParts, 'pacing' | 'spareDays'> {
    if (input.datedDays === null) return { pacing: undefined, spareDays: undefined };
    return {
      pacing: pacingAdvice(input, route.track.ridingMinutes, days),
      spareDays: this.spareDaysOf(input, {
        ...route,
        days,
        // Days the planner already rests are not offered as rest days again.
        restAt: addedRest ? null : restAt,
        // A loop chooses its own roads: no stops are added to it.
        isLoop: Boolean(route.loop),
        budgetMinutes: input.dailyHours.maxHours * 60,
      }),
    };
  }

  /**
   * The route in days. Without dates the planner chooses the number of days, so a day pushed
   * over the budget by empty country (no town near the split point) is fixed with up to three
   * more days, not a warning. With dates, the rider's count stands; where no town splits the
   * riding into that many days without a token ride (`addedRest`), the days it cannot fill are
   * rest days at `restAt` (the plan's rest place, else its destination), as few as will do.
   */
  private splitDays({
    datesChosen,
    restAt,
    ...request
  }: SplitRequest & { datesChosen: boolean; restAt: RestPlace }): SplitResult & {
    addedRest: number;
  } {
    let split = splitIntoDays(this.dayMap, request);
    const asked = request.rest?.days ?? 0;
    const minRiding = restAt.midRoute ? 2 : 1;
    let addedRest = 0;
    while (datesChosen && hasTokenRide(split.days) && request.dayCount - addedRest > minRiding) {
      addedRest++;
      split = splitIntoDays(this.dayMap, {
        ...request,
        dayCount: request.dayCount - addedRest,
        rest: { stopIndex: restAt.stopIndex, days: asked + addedRest },
      });
    }
    if (addedRest) return { ...split, addedRest };
    for (
      let extra = 1;
      !datesChosen &&
      extra <= 3 &&
      request.dayCount + extra + (request.rest?.days ?? 0) <= MAX_TRIP_DAYS &&
      split.days.some((d) => d.overBudget);
      extra++
    ) {
      split = splitIntoDays(this.dayMap, {
        ...request,
        dayCount: request.dayCount + extra,
      });
    }
    return { ...split, addedRest: 0 };
  }

  /**
   * What a dated trip could do with days to spare: rest somewhere worth it, or ride a scenic
   * loop with the hours its riding days leave.
   */
  private spareDaysOf(
    input: PlanRequest,
    {
      sequence,
      track,
      firstDate,
      days,
      restAt,
      isLoop,
      budgetMinutes,
    }: {
      sequence: Located[];
      track: RouteTrack;
      firstDate: string;
      days: { riding: number; rest: number };
      restAt: RestPlace | null;
      isLoop: boolean;
      budgetMinutes: number;
    },
  ): SpareDaysAdvice | undefined {
    const spareMinutes = days.riding * budgetMinutes - track.ridingMinutes;
    const loop = isLoop
      ? null
      : scenicLoop(input, sequence, track, this.data.places, firstDate, spareMinutes);
    return spareDaysAdvice(input, track.ridingMinutes, days, restAt, loop);
  }

  /** The names of the riding roads the whole route rides (docs/product.md#riding-roads). */
  private async ridingRoadsAlong(track: RouteTrack): Promise<Set<string>> {
    const roads = await this.offline.places.along({
      line: track.points,
      kinds: ['riding-road'],
      maxOffRouteKm: ON_ROUTE_KM,
    });
    return new Set(roads.map((road) => road.name));
  }

  /**
   * Each day filled in turn (an earlier day's places are not given again), with its alerts: the
   * closures on its roads, its ferries and its conditions. A day's schedule warning joins
   * `warnings`.
   */
  private async fillDays(
    split: SplitDay[],
    context: DayContext,
    {
      closuresByDay,
      warnings,
      checkTime,
    }: { closuresByDay: RiderAlert[][]; warnings: string[]; checkTime: (step: string) => void },
  ): Promise<FilledDays> {
    const days: PlannedDay[] = [];
    const schedules: DaySchedule[] = [];
    const sightsByDay: Sight[][] = [];
    for (const [i, day] of split.entries()) {
      checkTime(`day ${i + 1}`);
      const filled = await this.fillDay(day, i, context);
      if (filled.schedule.warning) warnings.push(`Day ${i + 1} ${filled.schedule.warning}.`);
      filled.day.facts.alerts = byUrgency([
        ...closuresByDay[i],
        ...(filled.day.facts.ferries ?? []).map(ferryAlert),
        ...conditionAlerts(filled.day.weather, filled.schedule, {
          afterDarkAllowed: context.input.rideAfterDark ?? false,
        }),
      ]);
      days.push(filled.day);
      schedules.push(filled.schedule);
      sightsByDay.push(filled.sights);
    }
    return { days, schedules, sightsByDay };
  }

  /** One day's activities, schedule and weather: curated places first, an online provider adding. */
  private async fillDay(
    day: SplitDay,
    i: number,
    context: DayContext,
  ): Promise<{ day: PlannedDay; schedule: DaySchedule; sights: Sight[] }> {
    const { input, usage, imperial, fuelRangeKm } = context;
    const date = addDays(context.firstDate, i);
    const query = {
      line: day.geometry,
      kinds: context.kinds,
      maxOffRouteKm: this.settings.maxOffRouteKm,
    };
    // The curated places (famous roads above all) always count; an online provider adds to them.
    const curated = await this.offline.places.along(query);
    const online = this.online.places
      ? await usage.attempt(
          'places',
          this.bind(this.online.places, (p) => p.along(query)),
          {
            name: 'curated',
            run: () => Promise.resolve([]),
          },
        )
      : [];
    const candidates = [
      ...curated,
      ...online.filter(
        (o) => !curated.some((c) => normalizeName(c.name) === normalizeName(o.name)),
      ),
    ];
    const { activities, schedule, sights } = planDay({
      day,
      isLastDay: i === context.lastDay,
      date,
      sunsetMarginMinutes: input.rideAfterDark ? null : this.settings.sunsetMarginMinutes,
      mode: input.travelMode,
      kinds: context.kinds,
      candidates,
      used: context.used,
      riddenOnTrip: context.riddenOnTrip,
      budget: context.input.budget,
      accommodation: input.accommodation ?? [],
      hotelRooms: input.hotelRooms ?? 1,
      travelers: input.travelers,
      imperial,
      maxOffRouteKm: this.settings.maxOffRouteKm,
      waypointsWith: context.waypointsWith,
    });
    const weatherQuery = {
      point: { lat: day.end.lat, lng: day.end.lng },
      date,
      today: context.today,
      imperial,
    };
    const dayWeather: DayWeather = await usage.attempt(
      'weather',
      this.bind(this.online.weather, (w) => w.weather(weatherQuery)),
      this.bind(this.offline.weather, (w) => w.weather(weatherQuery))!,
    );
    const weather = day.rest
      ? dayWeather
      : await this.weatherAlongDay(dayWeather, { day, i, schedule, sights }, context);
    return {
      schedule,
      sights,
      day: {
        day: i + 1,
        date: input.startDate ? date : null,
        distance: formatDistance(day.distanceKm, imperial),
        weather,
        activities,
        facts: {
          start: toStop(day.start, i === 0 ? 'start' : 'overnight'),
          end: toStop(day.end, i === context.lastDay ? 'destination' : 'overnight'),
          distanceKm: round(day.distanceKm, 1),
          drivingMinutes: Math.round(day.drivingMinutes),
          elapsedMinutes: schedule.elapsedMinutes,
          departure: schedule.departure,
          arrival: schedule.arrival,
          sunrise: schedule.sunrise,
          sunset: schedule.sunset,
          timeZone: day.end.timeZone,
          fuelStops: day.fuelStops,
          ...(fuelRangeKm ? { fuelGaps: day.fuelGaps } : {}),
          overBudget: day.overBudget,
          ...(day.rest && { restDay: true as const }),
          costs: estimateDayCosts(
            {
              distanceKm: day.distanceKm,
              countryCode: day.end.countryCode,
              isLastDay: i === context.lastDay,
            },
            context.costs,
          ),
          geometry: day.geometry.map(pair),
          ...(day.ferries.length && { ferries: day.ferries.map(ferryLeg) }),
        },
      },
    };
  }

  /** The day's weather hour by hour where the rider will be, and Plan B if it is bad. */
  private async weatherAlongDay(
    weather: DayWeather,
    {
      day,
      i,
      schedule,
      sights,
    }: { day: SplitDay; i: number; schedule: DaySchedule; sights: Sight[] },
    context: DayContext,
  ): Promise<DayWeather> {
    const points = routePoints(day, schedule, sights, this.data.gazetteer);
    const query = { points, today: context.today, imperial: context.imperial };
    // Hours are forecast where the day itself is; elsewhere they are the season's, which no
    // provider is asked for (and none is said to have given).
    const hours =
      weather.source === 'forecast'
        ? await context.usage.attempt(
            'weather',
            this.bind(this.online.weather, (w) => w.hourly(query)),
            this.bind(this.offline.weather, (w) => w.hourly(query))!,
          )
        : await this.offline.weather.hourly(query);
    const alongRoute = weatherOnRoute(points, hours);
    const fallback = weatherFallback({
      day,
      points,
      along: alongRoute,
      unit: weather.unit,
      sights,
      isLastDay: i === context.lastDay,
      imperial: context.imperial,
      gazetteer: this.data.gazetteer,
      track: context.track,
    });
    return { ...weather, alongRoute, ...(fallback && { fallback }) };
  }

  /** The itinerary as the API answers it: days with their narrative, the map, the facts. */
  private assemble(parts: AssemblyParts): ItineraryResponse {
    const { places, sequence, legs, track, split, days, narrative, warnings } = parts;
    const { usage, imperial, fuelRangeKm, pacing, spareDays } = parts;
    const routeLegs = legs.map((leg, i) => routeLeg(sequence[i], sequence[i + 1], leg, imperial));
    const allPoints = track.points;
    return {
      itinerary: {
        days: days.map((d, i) => ({
          ...d,
          title: narrative.days[i].title,
          description: narrative.days[i].description,
        })),
        rideTips: narrative.rideTips,
      },
      mapData: {
        center: center(allPoints),
        route: {
          routes: [
            {
              legs: routeLegs,
              summary: `${sequence[0].name} to ${places[places.length - 1].name}`,
              warnings,
            },
          ],
        },
        geometry: {
          type: 'LineString',
          coordinates: allPoints.map((p) => [round(p.lng, 5), round(p.lat, 5)]),
        },
        bounds: bounds(allPoints),
      },
      overview: narrative.overview,
      totalDistance: parts.totalDistance,
      facts: {
        units: imperial ? 'imperial' : 'metric',
        totalDistanceKm: round(
          split.reduce((s, d) => s + d.distanceKm, 0),
          1,
        ),
        totalDrivingMinutes: Math.round(split.reduce((s, d) => s + d.drivingMinutes, 0)),
        stops: allStops(places, split),
        providers: usage.summary({
          geocoder: this.offline.geocoder.name,
          router: this.offline.router.name,
          places: this.offline.places.name,
          weather: this.offline.weather.name,
          narrative: this.offline.narrative.name,
        }),
        estimates: {
          distance: legs.some((l) => l.estimated),
          duration: legs.some((l) => l.estimated),
          weather: days.some((d) => d.weather.source !== 'forecast'),
          sunTimes: false,
        },
        warnings,
        dailyBudgetHours: parts.budgetHours,
        fuelRangeKm,
        ...(parts.fuelRangeSetBy && {
          fuelRangeSetBy: {
            name: parts.fuelRangeSetBy.name,
            fuelRangeKm: parts.fuelRangeSetBy.fuelRangeKm,
          },
        }),
        ...(pacing ? { pacing } : {}),
        ...(spareDays ? { spareDays } : {}),
        alerts: byUrgency(
          days.flatMap((d) => (d.facts.alerts ?? []).map((a) => ({ ...a, day: d.day }))),
        ),
        costs: estimateTripCosts(
          days.flatMap((d) => (d.facts.costs ? [d.facts.costs] : [])),
          parts.startCountry,
        ),
        ...(parts.loop && { loop: parts.loop }),
      },
    };
  }

  /**
   * Why a new or changed plan cannot be planned, by form field, before it is stored or queued
   * (./plan-refusals.ts); empty when nothing is wrong. Places are found offline: a name only an
   * online geocoder knows is left for the planner to find.
   */
  /**
   * The riding a day may do and still arrive `sunsetMarginMinutes` before sunset, on the trip's
   * first day at its start and at its end (the shorter): null when the rider allows riding after
   * dark, or when the daylight leaves more than the rider's own budget.
   */
  private daylightBudget(
    input: PlanRequest,
    sequence: Located[],
    firstDate: string,
    budgetMinutes: number,
  ): number | null {
    if (input.rideAfterDark) return null;
    const lastDate = input.endDate || firstDate;
    const ends: [Located, string][] = [
      [sequence[0], firstDate],
      [sequence[sequence.length - 1], lastDate],
    ];
    const minutes = ends.flatMap(([place, date]) => {
      const timeZone = timeZoneFor(place.countryCode, place.admin ?? '', place);
      const riding = daylightRidingMinutes(
        { ...place, timeZone },
        date,
        input.travelMode,
        this.settings.sunsetMarginMinutes,
        LUNCH_MINUTES,
      );
      return riding === null ? [] : [riding];
    });
    const shortest = Math.min(...minutes);
    return shortest < budgetMinutes ? shortest : null;
  }

  /** A loop plan's roads (./loop-route.ts); undefined for other plans. */
  private loopOf(
    input: PlanRequest,
    start: Located,
    date: string,
    seed: number,
  ): (PlannedLoop & { hoursAsked: number }) | undefined {
    const hours = loopHoursOf(input);
    if (hours === null) return undefined;
    const loop = planLoop(this.data.places, start, {
      hours,
      date,
      travelMode: input.travelMode,
      routeType: input.routeType,
      seed,
    });
    if (!loop) {
      throw new NoLoopRoadsError(
        loopRoadsProblem(this.data.places, start, hours, date) ?? PlanTripMessages.noLoopRoads,
      );
    }
    return { ...loop, hoursAsked: hours };
  }

  async refusals(input: PlanTripInput, { now }: { now: Date }): Promise<PlanRefusals> {
    const fields = placeFields(input);
    const found = await Promise.all(fields.map(([, t]) => this.offline.geocoder.geocode(t)));
    const located = found.map((p, i) => p && { ...p, field: fields[i][0] });
    const known = located.filter((p): p is Located => p !== null);
    const resolved = await this.resolveTowardPlan(
      known,
      fields.filter((_, i) => located[i]).map(([, text]) => text),
      () => undefined,
    );
    const places = located.map((p) => (p ? resolved[known.indexOf(p)] : null));
    return planRefusals(input, places, now, {
      reach: this.reach,
      gazetteer: this.data.gazetteer,
      catalog: this.data.places,
    });
  }

  private async geocodeAll(
    input: PlanRequest,
    usage: ProviderUsage,
    checkTime: (step: string) => void,
  ): Promise<Located[]> {
    const fields = placeFields(input);
    const out: Located[] = [];
    for (const [field, text] of fields) {
      checkTime(`finding ${field}`);
      const found = await usage.attempt(
        'geocoder',
        this.bind(
          this.online.geocoder,
          async (g) => (await g.geocode(text)) ?? (await this.offline.geocoder.geocode(text)),
        ),
        this.bind(this.offline.geocoder, (g) => g.geocode(text))!,
      );
      if (!found) throw new PlaceNotFoundError(field, text);
      out.push({ ...found, field });
    }
    return this.resolveTowardPlan(
      out,
      fields.map(([, text]) => text),
      checkTime,
    );
  }

  /**
   * Asks again for each bare name found in several states or countries ("Portland"), this time
   * with the plan's other places: the certain ones first (qualified, or found once), then the
   * ambiguous ones, clearest lead first, each joining the others once settled. With no certain
   * place at all, the clearest ambiguous name keeps its most populous match ("Boston" before
   * "Portland"). Only the offline gazetteer reports ambiguity, so it is the one asked again.
   */
  private async resolveTowardPlan(
    places: Located[],
    texts: string[],
    checkTime: (step: string) => void,
  ): Promise<Located[]> {
    const settled: (Located | null)[] = places.map((p) => (p.ambiguity ? null : p));
    const ambiguous = places
      .map((place, i) => ({ place, i }))
      .filter(({ place }) => place.ambiguity)
      .sort((a, b) => b.place.ambiguity!.leadRatio - a.place.ambiguity!.leadRatio);
    for (const { place, i } of ambiguous) {
      const near = settled.filter((p): p is Located => p !== null);
      if (near.length > 0) {
        checkTime(`finding ${place.field}`);
        const found = await this.offline.geocoder.geocode(texts[i], { near });
        settled[i] = found ? { ...found, field: place.field } : place;
      } else settled[i] = place;
    }
    return settled.map((p, i) => p ?? places[i]);
  }

  private bind<P extends { name: string }, T>(
    port: P | undefined,
    run: (port: P) => Promise<T>,
  ): { name: string; run: () => Promise<T> } | undefined {
    return port ? { name: port.name, run: () => run(port) } : undefined;
  }
}

import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  Sse,
  UseGuards,
  type MessageEvent,
} from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  PlanTripDto,
  RELATED_TRIPS_LIMIT,
  TripsPatterns,
  type TripCard,
  type PublicTrip,
  type SessionPrincipal,
  type Trip,
  type TripExportFormat,
  type TripCaller,
  type TripItinerary,
} from '@roadbook/contracts';
import { InjectServiceClient, ParseRowIdPipe, type ServiceClient } from '@roadbook/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, finalize, map, of, type Observable } from 'rxjs';
import { Caller } from '../auth/caller.decorator';
import { Authenticated, CurrentSession } from '../auth/session.guard';
import { jsonText } from '../http/json-text';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { sendExport } from './export-reply';
import { FeaturedTripsCache, type ListedTripKey } from './featured-trips.cache';
import { GenerationProgressFeed, progressFailureMessage } from './generation-progress';
import { ForgetsOwnTrip } from './own-trip-writes.interceptor';
import { OwnTripsCache } from './own-trips.cache';
import { PlanSubmissionKey } from './plan-submission-key';
import { PlannedTrips } from './planned-trips';
import { ProgressStreams } from './progress-streams';
import { RelatedTripsQuery } from './related-trips.query';
import { isNobodyInParticular, TripCallers } from './trip-caller';
import { tripPlanLimits } from './trip-plan-limits';

type Reply = FastifyReply;

@ApiTags('trips')
@Controller('trips')
export class TripsController {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly callers: TripCallers,
    private readonly progress: GenerationProgressFeed,
    private readonly featured: FeaturedTripsCache,
    private readonly ownTrips: OwnTripsCache,
    private readonly planned: PlannedTrips,
    private readonly streams: ProgressStreams,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Plans a trip: stores it as a draft (a visitor's draft belongs to this browser) and answers
   * at once; the itinerary is made in the background (follow `GET /trips/:id/events`).
   */
  @Post()
  @RateLimit(tripPlanLimits)
  @UseGuards(RateLimitGuard)
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Names this submission of the plan: sent again with the same key (and plan), the answer is the trip it made, with `Idempotent-Replayed: true`, and no second trip.',
  })
  async create(
    @Body() plan: PlanTripDto,
    @PlanSubmissionKey() idempotencyKey: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Trip> {
    const caller = await this.callers.withVisitorToken(request, reply);
    const { trip, replayed } = await this.trips.send(TripsPatterns.create, {
      plan,
      caller,
      idempotencyKey,
    });
    if (replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    this.planned.keep(trip, caller);
    return trip;
  }

  /** The signed-in user's trips, newest first. */
  @Get('user')
  @Authenticated()
  listMine(@CurrentSession() session: SessionPrincipal): Promise<Trip[]> {
    return this.trips.send(TripsPatterns.listByUser, { userId: session.user.id });
  }

  @Get('featured')
  @ApiOkResponse({ description: 'The featured trips (PublicTrip[]), newest first.' })
  async listFeatured(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return jsonText(reply, await this.featured.listJson());
  }

  /** A featured trip's page data; 404 once unfeatured (admins still get it, to re-feature it). */
  @Get('slug/:slug')
  async getBySlug(
    @Param('slug') slug: string,
    @Caller() caller: TripCaller,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<PublicTrip | Trip | string> {
    return (
      (await this.listedPublicView({ slug }, caller, reply)) ??
      this.trips.send(TripsPatterns.getBySlug, { slug, caller })
    );
  }

  /**
   * The whole trip for its owner (and admins); a featured trip's public view for anyone else.
   * A signed-in reader's answer says whether this gateway had it (`X-Cache`: OwnTripsCache).
   */
  @Get(':id')
  async get(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Trip | PublicTrip | string> {
    const listed = await this.listedPublicView({ id: tripId }, caller, reply);
    if (listed !== undefined) return listed;
    const ask = () => this.trips.send(TripsPatterns.get, { tripId, caller });
    if (caller.userId === undefined) return ask();
    const { json, cache } = await this.ownTrips.read(tripId, caller.userId, ask);
    void reply.header('x-cache', cache);
    return jsonText(reply, json);
  }

  /**
   * A featured trip as someone who is nobody in particular sees it, from the featured list this
   * gateway keeps rather than a call: the public reads of the site's busiest trips. Owners and
   * admins see more of a trip (and a visitor's token may own one), so they always ask.
   */
  private async listedPublicView(
    key: ListedTripKey,
    caller: TripCaller,
    reply: Reply,
  ): Promise<string | undefined> {
    if (!isNobodyInParticular(caller)) return undefined;
    const json = await this.featured.listedTripJson(key);
    return json === undefined ? undefined : jsonText(reply, json);
  }

  @Get(':id/itinerary')
  async getItinerary(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
  ): Promise<TripItinerary> {
    return this.trips.send(TripsPatterns.getItinerary, {
      tripId,
      caller,
    });
  }

  /** Featured routes closest to the trip, best first; whoever may read the trip may ask. */
  @Get(':id/related')
  async listRelated(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Query() { limit }: RelatedTripsQuery,
    @Caller() caller: TripCaller,
  ): Promise<TripCard[]> {
    return this.trips.send(TripsPatterns.listRelated, {
      tripId,
      limit: limit ?? RELATED_TRIPS_LIMIT.default,
      caller,
    });
  }

  /**
   * Server-sent events with the itinerary's progress until it is ready or has failed. Whether
   * the caller may follow the trip is settled before the stream opens, so a trip they may not
   * open answers a plain 404 like every other read: by the trips service, or, for the one who
   * has just planned it through this gateway, by its answer to the plan (PlannedTrips). A few
   * streams per client at once; a failure ends the stream with a message for people only.
   */
  @Sse(':id/events')
  async events(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Req() request: FastifyRequest,
    @Caller() caller: TripCaller,
  ): Promise<Observable<MessageEvent>> {
    const trip =
      this.planned.take(tripId, caller) ??
      (await this.trips.send(TripsPatterns.get, { tripId, caller }));
    const release = this.streams.acquire(request.ip);
    return this.progress.follow(tripId, caller, trip).pipe(
      map((data): MessageEvent => ({ type: 'progress', data })),
      catchError((error: unknown) =>
        of<MessageEvent>({ type: 'error', data: { message: progressFailureMessage(error) } }),
      ),
      finalize(release),
    );
  }

  /** GPX 1.1: the route through the stops, a track per day, nights, fuel and sights. */
  @Get(':id/gpx')
  exportGpx(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
    @Res() reply: Reply,
  ): Promise<void> {
    return this.export(tripId, 'gpx', caller, reply);
  }

  /** iCalendar: one all-day event per day. */
  @Get(':id/ics')
  exportIcs(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
    @Res() reply: Reply,
  ): Promise<void> {
    return this.export(tripId, 'ics', caller, reply);
  }

  /**
   * Modify: a new plan for the trip. A changed route makes its itinerary again as a new version,
   * and counts against the plan limits as planning does; a new name or notes are saved as they
   * are, the itinerary kept (the answer is still ready), and count against nothing. A new version
   * is made once per `Idempotency-Key`, as a plan makes one trip.
   */
  @Put(':id')
  @ForgetsOwnTrip()
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Names this submission of the changed plan: sent again with the same key (and plan), the answer is the trip as it left it, with `Idempotent-Replayed: true`, and no second version.',
  })
  async update(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Body() plan: PlanTripDto,
    @PlanSubmissionKey() idempotencyKey: string,
    @Caller() caller: TripCaller,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Trip> {
    const change = { tripId, plan, caller, idempotencyKey };
    if (await this.trips.send(TripsPatterns.replans, change)) {
      await this.limiter.consume(tripPlanLimits, request);
    }
    const { trip, replayed } = await this.trips.send(TripsPatterns.update, change);
    if (replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    // An admin may have featured the owner's trip: the list shows the name and places just changed.
    if (trip.isFeatured) this.featured.changedHere(tripId);
    return trip;
  }

  @Post(':id/save')
  @ForgetsOwnTrip()
  @HttpCode(200)
  @Authenticated()
  async save(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
  ): Promise<Trip> {
    return this.trips.send(TripsPatterns.save, { tripId, caller });
  }

  @Post(':id/share')
  @ForgetsOwnTrip()
  @HttpCode(200)
  @Authenticated()
  async share(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
  ): Promise<{ shareableId: string }> {
    return this.trips.send(TripsPatterns.share, { tripId, caller });
  }

  /** Stop sharing: the link answers 404 from now on; sharing again makes a new one. */
  @Delete(':id/share')
  @ForgetsOwnTrip()
  @Authenticated()
  async unshare(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
  ): Promise<{ ok: true }> {
    return this.trips.send(TripsPatterns.unshare, {
      tripId,
      caller,
    });
  }

  @Delete(':id')
  @ForgetsOwnTrip()
  @Authenticated()
  async delete(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Caller() caller: TripCaller,
  ): Promise<{ ok: true }> {
    const { wasFeatured } = await this.trips.send(TripsPatterns.delete, {
      tripId,
      caller,
    });
    // A featured trip's list and pages must not keep showing it; a rider's own trip was on none.
    if (wasFeatured) this.featured.changedHere(tripId);
    return { ok: true };
  }

  private async export(
    tripId: number,
    format: TripExportFormat,
    caller: TripCaller,
    reply: Reply,
  ): Promise<void> {
    await sendExport(
      reply,
      await this.trips.send(TripsPatterns.export, { tripId, format, caller }),
    );
  }
}

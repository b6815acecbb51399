import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Req,
  Res,
  Sse,
  UseGuards,
  type MessageEvent,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PlanTripDto,
  TripsPatterns,
  type PublicTrip,
  type SessionPrincipal,
  type Trip,
  type TripExportFormat,
  type TripItinerary,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentSession } from '../auth/session.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { catchError, finalize, map, of, type Observable } from 'rxjs';
import { FeaturedTripsCache } from './featured-trips.cache';
import { GenerationProgressFeed, progressFailureMessage } from './generation-progress';
import { ProgressStreams } from './progress-streams';
import { tripPlanLimits } from './trip-plan-limits';
import { sendExport } from './export-reply';
import { TripCallers } from './trip-caller';

type Reply = FastifyReply;

@ApiTags('trips')
@Controller('trips')
export class TripsController {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly callers: TripCallers,
    private readonly progress: GenerationProgressFeed,
    private readonly featured: FeaturedTripsCache,
    private readonly streams: ProgressStreams,
  ) {}

  /**
   * Plans a trip: stores it as a draft (a visitor's draft belongs to this browser) and answers
   * at once; the itinerary is made in the background (follow `GET /trips/:id/events`).
   */
  @Post()
  @RateLimit(tripPlanLimits)
  @UseGuards(RateLimitGuard)
  async create(
    @Body() plan: PlanTripDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Trip> {
    const caller = await this.callers.withVisitorToken(request, reply);
    return this.trips.send(TripsPatterns.create, { plan, caller });
  }

  /** The signed-in user's trips, newest first. */
  @Get('user')
  @Authenticated()
  listMine(@CurrentSession() session: SessionPrincipal): Promise<Trip[]> {
    return this.trips.send(TripsPatterns.listByUser, { userId: session.user.id });
  }

  @Get('featured')
  listFeatured(): Promise<PublicTrip[]> {
    return this.featured.list();
  }

  @Get('slug/:slug')
  getBySlug(@Param('slug') slug: string): Promise<PublicTrip> {
    return this.trips.send(TripsPatterns.getBySlug, { slug });
  }

  /** The whole trip for its owner (and admins); a featured trip's public view for anyone else. */
  @Get(':id')
  async get(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<Trip | PublicTrip> {
    return this.trips.send(TripsPatterns.get, { tripId, caller: await this.callers.of(request) });
  }

  @Get(':id/itinerary')
  async getItinerary(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<TripItinerary> {
    return this.trips.send(TripsPatterns.getItinerary, {
      tripId,
      caller: await this.callers.of(request),
    });
  }

  /**
   * Server-sent events with the itinerary's progress until it is ready or has failed. Whether
   * the caller may follow the trip is settled before the stream opens, so a trip they may not
   * open answers a plain 404 like every other read. A few streams per client at once; a failure
   * ends the stream with a message for people only.
   */
  @Sse(':id/events')
  async events(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<Observable<MessageEvent>> {
    const caller = await this.callers.of(request);
    await this.trips.send(TripsPatterns.get, { tripId, caller });
    const release = this.streams.acquire(request.ip);
    return this.progress.follow(tripId, caller).pipe(
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
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
    @Res() reply: Reply,
  ): Promise<void> {
    return this.export(tripId, 'gpx', request, reply);
  }

  /** iCalendar: one all-day event per day. */
  @Get(':id/ics')
  exportIcs(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
    @Res() reply: Reply,
  ): Promise<void> {
    return this.export(tripId, 'ics', request, reply);
  }

  /** Modify: a new plan for the trip; its itinerary is made again as a new version. */
  @Put(':id')
  @RateLimit(tripPlanLimits)
  @UseGuards(RateLimitGuard)
  async update(
    @Param('id', ParseIntPipe) tripId: number,
    @Body() plan: PlanTripDto,
    @Req() request: FastifyRequest,
  ): Promise<Trip> {
    return this.trips.send(TripsPatterns.update, {
      tripId,
      plan,
      caller: await this.callers.of(request),
    });
  }

  @Post(':id/save')
  @HttpCode(200)
  @Authenticated()
  async save(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<Trip> {
    return this.trips.send(TripsPatterns.save, { tripId, caller: await this.callers.of(request) });
  }

  @Post(':id/share')
  @HttpCode(200)
  @Authenticated()
  async share(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<{ shareableId: string }> {
    return this.trips.send(TripsPatterns.share, { tripId, caller: await this.callers.of(request) });
  }

  /** Stop sharing: the link answers 404 from now on; sharing again makes a new one. */
  @Delete(':id/share')
  @Authenticated()
  async unshare(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<{ ok: true }> {
    return this.trips.send(TripsPatterns.unshare, {
      tripId,
      caller: await this.callers.of(request),
    });
  }

  @Delete(':id')
  @Authenticated()
  async delete(
    @Param('id', ParseIntPipe) tripId: number,
    @Req() request: FastifyRequest,
  ): Promise<{ ok: true }> {
    return this.trips.send(TripsPatterns.delete, {
      tripId,
      caller: await this.callers.of(request),
    });
  }

  private async export(
    tripId: number,
    format: TripExportFormat,
    request: FastifyRequest,
    reply: Reply,
  ): Promise<void> {
    const caller = await this.callers.of(request);
    await sendExport(
      reply,
      await this.trips.send(TripsPatterns.export, { tripId, format, caller }),
    );
  }
}

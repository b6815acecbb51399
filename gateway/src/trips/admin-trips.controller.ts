import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  AdminTripEdit,
  AdminTripsQueryDto,
  AuthPatterns,
  FeatureTripDto,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  TripsPatterns,
  type AdminTripsPage,
  type SessionPrincipal,
  type Trip,
  type TripCaller,
} from '@roadbook/contracts';
import { InjectServiceClient, ParseRowIdPipe, type ServiceClient } from '@roadbook/platform';
import type { FastifyReply } from 'fastify';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { FeaturedTripsCache } from './featured-trips.cache';
import { ForgetsOwnTrip } from './own-trip-writes.interceptor';
import { PlanSubmissionKey } from './plan-submission-key';

function adminCaller(session: SessionPrincipal): TripCaller {
  return { userId: session.user.id, role: session.user.role };
}

/**
 * The admins' list of every trip, featuring and the admin trip editor. The guard refuses visitors (401) and users (403); the
 * trips service checks the role again, so no other way in skips the rule.
 */
@ApiTags('admin')
@Controller('admin/trips')
export class AdminTripsController {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly featured: FeaturedTripsCache,
  ) {}

  /** Every user's trips, newest first: words, featured or not, one page; with each owner's name. */
  @Get()
  @AdminOnly()
  async list(
    @Query() query: AdminTripsQueryDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<AdminTripsPage> {
    const { rows, total } = await this.trips.send(TripsPatterns.adminList, {
      ...query,
      caller: adminCaller(session),
    });
    const ownerIds = [...new Set(rows.flatMap(({ trip }) => trip.userId ?? []))];
    const owners = await this.auth.send(AuthPatterns.listUserNames, { userIds: ownerIds });
    const names = new Map(owners.map((owner) => [owner.id, owner.name]));
    return {
      rows: rows.map((row) => ({ ...row, ownerName: names.get(row.trip.userId ?? 0) ?? null })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  @Post(':id/feature')
  @ForgetsOwnTrip()
  @HttpCode(200)
  @AdminOnly()
  async feature(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Body() body: FeatureTripDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    const trip = await this.trips.send(TripsPatterns.feature, {
      tripId,
      isFeatured: body.isFeatured,
      slug: body.slug,
      description: body.description,
      caller: adminCaller(session),
    });
    this.featured.changedHere(tripId);
    return trip;
  }

  /** The whole trip, for the admin trip editor. */
  @Get(':id')
  @AdminOnly()
  get(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    return this.trips.send(TripsPatterns.adminGet, { tripId, caller: adminCaller(session) });
  }

  /**
   * Saves the edit like Modify: a changed route makes the itinerary again as a new version
   * (followed like Modify's), once per `Idempotency-Key`; anything else is saved as it is and the
   * trip stays ready.
   */
  @Put(':id')
  @ForgetsOwnTrip()
  @AdminOnly()
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Names this edit: sent again with the same key (and edit), the answer is the trip as it left it, with `Idempotent-Replayed: true`, and no second version.',
  })
  async update(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Body() edit: AdminTripEdit,
    @PlanSubmissionKey() idempotencyKey: string,
    @CurrentSession() session: SessionPrincipal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Trip> {
    const { trip, replayed } = await this.trips.send(TripsPatterns.adminUpdate, {
      tripId,
      edit,
      caller: adminCaller(session),
      idempotencyKey,
    });
    if (replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    // The featured list shows the name, places and description an edit may have changed.
    if (trip.isFeatured) this.featured.changedHere(tripId);
    return trip;
  }
}

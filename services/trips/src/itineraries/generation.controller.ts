import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { TripsPatterns, type RpcResponse } from '@roadbook/contracts';
import {
  checkComplete,
  FailRequest,
  ThumbnailsRequest,
  VersionRequest,
  type CompleteRequest,
} from '../trips/trips.requests';
import { GenerationLifecycle } from './generation-lifecycle';
import { ItineraryStore } from './itinerary-store';

/** The workers' side of an itinerary: its result or failure, the version, its photos. */
@Controller()
export class GenerationController {
  constructor(
    private readonly lifecycle: GenerationLifecycle,
    private readonly store: ItineraryStore,
  ) {}

  @MessagePattern(TripsPatterns.completeGeneration)
  async complete(
    @Payload() message: CompleteRequest,
  ): Promise<RpcResponse<'trips.itinerary.complete'>> {
    const r = await checkComplete(message);
    return { stored: await this.lifecycle.complete(r.tripId, r.version, r.itinerary) };
  }

  @MessagePattern(TripsPatterns.failGeneration)
  async fail(@Payload() r: FailRequest): Promise<RpcResponse<'trips.itinerary.fail'>> {
    return { stored: await this.lifecycle.fail(r.tripId, r.version, r.reason) };
  }

  /** For map.enrich: the version the job was queued for, even if the plan moved on. */
  @MessagePattern(TripsPatterns.getItineraryVersion)
  getVersion(@Payload() r: VersionRequest): Promise<RpcResponse<'trips.itinerary.get-version'>> {
    return this.store.requireVersion(r.tripId, r.version);
  }

  @MessagePattern(TripsPatterns.addThumbnails)
  async addThumbnails(
    @Payload() r: ThumbnailsRequest,
  ): Promise<RpcResponse<'trips.itinerary.add-thumbnails'>> {
    return { updated: await this.store.addThumbnails(r.tripId, r.version, r.thumbnails) };
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SearchRequestDto, TripsPatterns, type RpcResponse } from '@roadbook/contracts';
import {
  CardsRequest,
  FeaturedRequest,
  FeatureRequest,
  RelatedRequest,
  SeedFeaturedRequest,
  SlugRequest,
} from '../trips/trips.requests';
import { FeaturedTripsService } from './featured-trips.service';

/** The featured trips' patterns: the list and pages, cards, search, related routes, featuring. */
@Controller()
export class FeaturedTripsController {
  constructor(private readonly featured: FeaturedTripsService) {}

  @MessagePattern(TripsPatterns.listFeatured)
  listFeatured(@Payload() r: FeaturedRequest): Promise<RpcResponse<'trips.trip.list-featured'>> {
    return this.featured.listFeatured(r.limit);
  }

  @MessagePattern(TripsPatterns.getBySlug)
  getBySlug(@Payload() r: SlugRequest): Promise<RpcResponse<'trips.trip.get-by-slug'>> {
    return this.featured.getBySlug(r.slug, r.caller ?? {});
  }

  @MessagePattern(TripsPatterns.listCards)
  listCards(@Payload() r: CardsRequest): Promise<RpcResponse<'trips.trip.list-cards'>> {
    return this.featured.listCards(r.tripIds);
  }

  @MessagePattern(TripsPatterns.search)
  search(@Payload() r: SearchRequestDto): Promise<RpcResponse<'trips.trip.search'>> {
    return this.featured.search(r);
  }

  @MessagePattern(TripsPatterns.seedFeatured)
  seedFeatured(@Payload() r: SeedFeaturedRequest): Promise<RpcResponse<'trips.featured.seed'>> {
    return this.featured.seedFeatured(r.slug, r.description, r.plan, r.caller);
  }

  /** By share link when one is given, else by id for a caller who may read the trip. */
  @MessagePattern(TripsPatterns.listRelated)
  listRelated(@Payload() r: RelatedRequest): Promise<RpcResponse<'trips.trip.list-related'>> {
    return r.shareableId
      ? this.featured.listRelatedToShared(r.shareableId, r.limit)
      : this.featured.listRelated(r.tripId ?? 0, r.limit, r.caller ?? {});
  }

  @MessagePattern(TripsPatterns.feature)
  feature(@Payload() r: FeatureRequest): Promise<RpcResponse<'trips.trip.feature'>> {
    return this.featured.feature(r.tripId, r.isFeatured, r.caller, {
      slug: r.slug,
      description: r.description,
    });
  }
}

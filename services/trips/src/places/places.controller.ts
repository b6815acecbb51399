import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PLACE_SUGGEST_LIMIT, TripsPatterns, type RpcResponse } from '@roadbook/contracts';
import { loadPlannerData, PlaceSuggester } from '@roadbook/planner';
import { IsInt, IsString, Max, Min } from 'class-validator';

class SuggestRequest {
  @IsString()
  query: string;

  @IsInt()
  @Min(1)
  @Max(PLACE_SUGGEST_LIMIT)
  limit: number;
}

/** Towns for the plan form's place inputs, from the same gazetteer the planner geocodes with. */
@Controller()
export class PlacesController {
  private suggester: PlaceSuggester | undefined;

  @MessagePattern(TripsPatterns.suggestPlaces)
  suggest(@Payload() { query, limit }: SuggestRequest): RpcResponse<'trips.places.suggest'> {
    // Loaded on first use: a trips service that never suggests never pays for the gazetteer.
    this.suggester ??= new PlaceSuggester(loadPlannerData().gazetteer);
    return this.suggester.suggest(query, limit);
  }
}

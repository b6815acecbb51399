import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MediaPatterns,
  STATIC_MAP_FORMATS,
  STATIC_MAP_SCALES,
  type RpcResponse,
  type StaticMapFormat,
  type StaticMapScale,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Matches,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { MAP_CACHE_KEY } from '../storage/object-keys';
import { StaticMapsService } from './static-maps.service';

const STOP_ROLES = ['start', 'waypoint', 'destination', 'overnight', 'fuel'] as const;

class StopDto {
  @IsString()
  name: string;

  @IsIn(STOP_ROLES)
  role: (typeof STOP_ROLES)[number];

  @IsLatitude()
  lat: number;

  @IsLongitude()
  lng: number;

  @IsOptional()
  @IsString()
  countryCode?: string;
}

/** Each day is a line of [lat, lng] pairs on the globe. */
@ValidatorConstraint({ name: 'dayLines' })
class DayLines implements ValidatorConstraintInterface {
  validate(days: unknown): boolean {
    return (
      Array.isArray(days) &&
      days.every(
        (line) =>
          Array.isArray(line) &&
          line.every(
            (point) =>
              Array.isArray(point) &&
              point.length === 2 &&
              typeof point[0] === 'number' &&
              typeof point[1] === 'number' &&
              Math.abs(point[0]) <= 90 &&
              Math.abs(point[1]) <= 180,
          ),
      )
    );
  }

  defaultMessage(): string {
    return 'days must be lines of [lat, lng] points';
  }
}

class RouteDto {
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => StopDto)
  stops: StopDto[];

  @ArrayMaxSize(366)
  @Validate(DayLines)
  days: [number, number][][];
}

class RenderRequest {
  @Matches(MAP_CACHE_KEY, { message: 'cacheKey must be like trip-12-v3' })
  cacheKey: string;

  @ValidateNested()
  @Type(() => RouteDto)
  route: RouteDto;

  @IsIn(STATIC_MAP_FORMATS)
  format: StaticMapFormat;

  @IsIn(STATIC_MAP_SCALES)
  scale: StaticMapScale;
}

@Controller()
export class StaticMapsController {
  constructor(private readonly maps: StaticMapsService) {}

  @MessagePattern(MediaPatterns.renderStaticMap)
  render(@Payload() r: RenderRequest): Promise<RpcResponse<'media.map.render'>> {
    return this.maps.render(r.cacheKey, r.route, r.format, r.scale);
  }
}

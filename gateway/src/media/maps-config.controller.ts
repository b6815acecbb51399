import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MapsConfig } from '@roadbook/contracts';
import { APP_ENV } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { mapsConfigOf } from './maps-config';

@ApiTags('maps')
@Controller('config')
export class MapsConfigController {
  private readonly config: MapsConfig;

  constructor(@Inject(APP_ENV) env: GatewayEnv) {
    this.config = mapsConfigOf(env);
  }

  @Get('maps')
  @ApiOkResponse({ description: 'Tile template and attribution, and a browser key if any.' })
  get(): MapsConfig {
    return this.config;
  }
}

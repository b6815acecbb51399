import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteConfig } from '@roadbook/contracts';
import { APP_ENV } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';

@ApiTags('site')
@Controller('config')
export class SiteConfigController {
  private readonly config: SiteConfig;

  constructor(@Inject(APP_ENV) env: GatewayEnv) {
    this.config = { contactEmail: env.CONTACT_EMAIL ?? null };
  }

  @Get('site')
  @ApiOkResponse({ description: 'The contact address the operator publishes, if any.' })
  get(): SiteConfig {
    return this.config;
  }
}

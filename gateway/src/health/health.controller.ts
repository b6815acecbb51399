import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { PublicHealth } from '@roadbook/contracts';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'Every part is up.' })
  @ApiServiceUnavailableResponse({ description: 'At least one part is down; the body names it.' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<PublicHealth> {
    const report = await this.health.publicReport();
    reply.status(report.status === 'up' ? 200 : 503).header('Cache-Control', 'no-store');
    return report;
  }
}

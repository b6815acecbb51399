import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, MetricsModule, QueueModule, ServiceClientsModule } from '@roadbook/platform';
import { Mailer } from '@roadbook/platform/mail';
import { AccountPurgeHandler } from './handlers/account-purge.handler';
import { EmailChangeMailHandler } from './handlers/email-change-mail.handler';
import { EmailChangedNoticeHandler } from './handlers/email-changed-notice.handler';
import { ItineraryGenerateHandler } from './handlers/itinerary-generate.handler';
import { MapEnrichHandler } from './handlers/map-enrich.handler';
import { PasswordResetMailHandler } from './handlers/password-reset-mail.handler';
import { SystemPingHandler } from './handlers/system-ping.handler';
import { JOB_HANDLERS } from './job-handlers.token';
import { WorkerHost } from './worker-host';
import type { WorkersEnv } from './workers.env';

/** Every job handler of the system; the worker host checks each job name has exactly one. */
const HANDLERS = [
  SystemPingHandler,
  AccountPurgeHandler,
  PasswordResetMailHandler,
  EmailChangeMailHandler,
  EmailChangedNoticeHandler,
  ItineraryGenerateHandler,
  MapEnrichHandler,
];

@Module({})
export class WorkersModule {
  static forRoot(env: WorkersEnv): DynamicModule {
    return {
      module: WorkersModule,
      imports: [
        ConfigModule.forRoot(env),
        MetricsModule.forProcess(),
        ServiceClientsModule.register('workers', ['trips', 'media', 'auth']),
        // Jobs a job leads to (map.enrich after an itinerary).
        QueueModule,
      ],
      providers: [
        Mailer,
        ...HANDLERS,
        { provide: JOB_HANDLERS, useFactory: (...all: unknown[]) => all, inject: HANDLERS },
        WorkerHost,
      ],
    };
  }
}

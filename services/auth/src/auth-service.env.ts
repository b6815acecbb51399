import { IntersectionType } from '@nestjs/mapped-types';
import { QueueEnv, ServiceEnv } from '@roadbook/platform';
import { IsOptional, IsString, IsUrl } from 'class-validator';
import { resolve } from 'node:path';

class MailEnv {
  /** smtp(s)://user:pass@host:port. Without it, messages go to the outbox folder. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Roadbook <no-reply@roadbook.local>';

  /** Where messages are written when no SMTP server is configured (development). */
  @IsString()
  MAIL_OUTBOX_DIR = resolve('data', 'outbox');
}

export class AuthServiceEnv extends IntersectionType(ServiceEnv, QueueEnv, MailEnv) {}

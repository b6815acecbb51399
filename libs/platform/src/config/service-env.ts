import { IntersectionType } from '@nestjs/mapped-types';
import { DatabaseEnv, LoggingEnv, MetricsEnv, TransportEnv } from './env.schemas';

/**
 * What every service behind the gateway reads: its database, how it is reached (the transport),
 * its logging, its ops port.
 */
export class ServiceEnv extends IntersectionType(
  DatabaseEnv,
  TransportEnv,
  LoggingEnv,
  MetricsEnv,
) {}

import { IntersectionType } from '@nestjs/mapped-types';
import { DatabaseEnv, LoggingEnv, ServiceEndpointsEnv, ServiceListenEnv } from './env.schemas';

/** What every service behind the gateway reads: its database, its endpoint, its logging. */
export class ServiceEnv extends IntersectionType(
  DatabaseEnv,
  ServiceEndpointsEnv,
  ServiceListenEnv,
  LoggingEnv,
) {}

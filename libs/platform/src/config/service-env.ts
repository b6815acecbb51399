import { IntersectionType } from '@nestjs/mapped-types';
import {
  DatabaseEnv,
  LoggingEnv,
  ServiceEndpointsEnv,
  ServiceListenEnv,
  TransportEnv,
} from './env.schemas';

/**
 * What every service behind the gateway reads: its database, its endpoint, the transport secret
 * its callers sign with, its logging.
 */
export class ServiceEnv extends IntersectionType(
  DatabaseEnv,
  ServiceEndpointsEnv,
  ServiceListenEnv,
  TransportEnv,
  LoggingEnv,
) {}

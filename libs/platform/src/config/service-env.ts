import { IntersectionType } from '@nestjs/mapped-types';
import {
  DatabaseEnv,
  LoggingEnv,
  MetricsEnv,
  ServiceEndpointsEnv,
  ServiceListenEnv,
  TransportEnv,
} from './env.schemas';

/**
 * What every service behind the gateway reads: its database, its endpoint, the transport secret
 * its callers sign with, its logging, its ops port.
 */
export class ServiceEnv extends IntersectionType(
  DatabaseEnv,
  ServiceEndpointsEnv,
  ServiceListenEnv,
  TransportEnv,
  LoggingEnv,
  MetricsEnv,
) {}

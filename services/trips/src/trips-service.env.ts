import { IntersectionType } from '@nestjs/mapped-types';
import { QueueEnv, ServiceEnv } from '@roadbook/platform';

export class TripsServiceEnv extends IntersectionType(ServiceEnv, QueueEnv) {}

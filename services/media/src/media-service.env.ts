import { IntersectionType } from '@nestjs/mapped-types';
import { ServiceEnv, StorageEnv } from '@roadbook/platform';

export class MediaServiceEnv extends IntersectionType(ServiceEnv, StorageEnv) {}

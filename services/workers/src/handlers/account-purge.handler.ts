import { Injectable } from '@nestjs/common';
import {
  JobNames,
  UserDataPatterns,
  type AccountPurgePayload,
  type AccountPurgeResult,
} from '@roadbook/contracts';
import { InjectServiceClient, type JobHandler, type ServiceClient } from '@roadbook/platform';

/**
 * Removes a deleted account's data from the services that keep it. Each purge is idempotent,
 * so a retry after a service was down simply finishes what is left.
 */
@Injectable()
export class AccountPurgeHandler implements JobHandler<'account.purge'> {
  readonly jobName = JobNames.accountPurge;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @InjectServiceClient('media') private readonly media: ServiceClient,
  ) {}

  async handle({ userId }: AccountPurgePayload): Promise<AccountPurgeResult> {
    const [trips, uploads] = await Promise.all([
      this.trips.send(UserDataPatterns.purgeTrips, { userId }),
      this.media.send(UserDataPatterns.purgeUploads, { userId }),
    ]);
    return { tripsDeleted: trips.deleted, uploadsDeleted: uploads.deleted };
  }
}

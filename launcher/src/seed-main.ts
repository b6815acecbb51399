import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import {
  DatabaseEnv,
  runMain,
  ServiceEndpointsEnv,
  TransportEnv,
  validateEnv,
} from '@roadbook/platform';
import { seedDemoBlog } from './seed/seed-demo-blog';

/**
 * `npm run seed`: the starter blog articles in the database DATABASE_URL names, linked to the
 * featured trips of the trips service at TRIPS_HOST:TRIPS_PORT (asked only with the deployment's
 * TRANSPORT_SECRET; without it the articles are seeded unlinked). Posts already there (by slug)
 * are left alone, so it can run any number of times.
 */
runMain(async () => {
  const { DATABASE_URL } = validateEnv(DatabaseEnv);
  const endpoints = {
    ...validateEnv(ServiceEndpointsEnv),
    ...(process.env.TRANSPORT_SECRET ? validateEnv(TransportEnv) : {}),
  };
  const result = await seedDemoBlog(DATABASE_URL, endpoints, new Logger('seed'));
  if (!result) process.exit(1);
  process.stdout.write(
    `Blog posts created: ${result.created.length}; already there: ${result.existing.length}\n`,
  );
});

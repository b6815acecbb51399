import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import {
  installAppLogger,
  LoggingEnv,
  runMain,
  TransportEnv,
  validateEnv,
} from '@roadbook/platform';
import { withOperatorTarget } from './ops/operator-target';
import { seedDemoContent, withTripsClient } from './seed/seed-demo-content';
import { ITINERARY_WAIT_MS, waitForItineraries } from './seed/seed-featured-trips';
import { seedSeededPostCovers } from './seed/seed-post-covers';

/**
 * `npm run seed`: the starter featured trips and blog articles of a running deployment, under
 * the admin SEED_ADMIN_EMAIL names (by default the first admin). The trips are asked of the trips
 * service through the deployment's NATS (NATS_URL and the rest, as its apps have them) and
 * planned by its workers; this waits for their itineraries. Without DATABASE_URL it seeds local
 * mode's database (ops/operator-target.ts), articles only: local mode's services take calls from
 * its own processes alone, and it seeds its trips itself. Once the itineraries are planned, each seeded post
 * linked to a trip and still without a cover gets that trip's route map as its cover. Trips and
 * posts already there (by slug) are left alone: it can run any number of times.
 */
runMain(async () => {
  installAppLogger('seed', validateEnv(LoggingEnv));
  const logger = new Logger('seed');
  // A deployment named by DATABASE_URL is reached through its NATS; local mode's is not at all.
  const services = process.env.DATABASE_URL ? validateEnv(TransportEnv) : null;
  const { result, databaseUrl } = await withOperatorTarget({}, async ({ env }) => {
    const result = await seedDemoContent(env.DATABASE_URL!, services, logger, {
      adminEmail: env.SEED_ADMIN_EMAIL || undefined,
    });
    return { result, databaseUrl: env.DATABASE_URL! };
  });
  if (!result) process.exit(1);
  const { trips, posts } = result;
  process.stdout.write(
    `Blog posts created: ${posts.created.length}; already there: ${posts.existing.length}\n`,
  );
  if (!trips || !services) return;
  process.stdout.write(
    `Featured trips created: ${trips.created.length}; already there: ${trips.existing.length}\n`,
  );
  const settled = await withTripsClient(services, (client) =>
    waitForItineraries(
      client,
      result.adminId,
      trips.trips.map((trip) => trip.id),
      ITINERARY_WAIT_MS,
    ),
  );
  const count = (status: string) => settled.filter((t) => t.generationStatus === status).length;
  process.stdout.write(
    `Itineraries ready: ${count('ready')}; failed: ${count('failed')}; still planning: ${count('generating')}\n`,
  );
  const covers = await seedSeededPostCovers(databaseUrl, services, result.adminId, logger);
  process.stdout.write(`Blog post covers drawn from their trips' route maps: ${covers.length}\n`);
  if (count('failed') > 0) process.exit(1);
});

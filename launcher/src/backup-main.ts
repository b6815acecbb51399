import {
  CommandError,
  installAppLogger,
  LoggingEnv,
  runMain,
  validateEnv,
} from '@roadbook/platform';
import { resolve } from 'node:path';
import { BackupEnv, backupRoadbook, restoreRoadbook } from './ops/backup';
import { withOperatorTarget } from './ops/operator-target';

// `npm run backup -- <folder>` and `npm run restore -- <folder>`: the database DATABASE_URL names
// and the bucket the S3_* variables name, to and from a folder (see docs/operations.md); without
// DATABASE_URL, local mode's database and bucket (ops/operator-target.ts).
runMain(async () => {
  installAppLogger('backup', validateEnv(LoggingEnv));
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    throw new CommandError(`Usage: npm run ${command ?? 'backup'} -- <folder>`);
  }
  const dir = resolve(folder);
  // A restore may make local mode's data anew in an empty DATA_DIR.
  await withOperatorTarget({ bucket: true, create: command === 'restore' }, async (target) => {
    const env = validateEnv(BackupEnv, target.env);
    const manifest = await (
      command === 'backup' ? backupRoadbook(env, dir) : restoreRoadbook(env, dir)
    ).catch((error: Error) => {
      // What pg_dump said, a backup that does not check out, a database that is not empty.
      throw new CommandError(`${command} failed: ${error.message.replace(/\s*\n\s*/g, '; ')}`);
    });
    const objects = manifest.bucket.objects.length;
    process.stdout.write(
      command === 'backup'
        ? `Backed up the database and ${objects} objects of ${env.S3_BUCKET} to ${dir}\n`
        : `Restored the database and ${objects} objects into ${env.S3_BUCKET} from ${dir} (backup of ${manifest.createdAt})\n`,
    );
  });
});

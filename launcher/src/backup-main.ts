import { validateEnv } from '@roadbook/platform';
import { resolve } from 'node:path';
import { BackupEnv, backupRoadbook, restoreRoadbook } from './ops/backup';

// `npm run backup -- <folder>` and `npm run restore -- <folder>`: the database DATABASE_URL names
// and the bucket the S3_* variables name, to and from a folder (see docs/operations.md).
async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    throw new Error('usage: backup-main.js backup|restore <folder>');
  }
  const env = validateEnv(BackupEnv, process.env);
  const dir = resolve(folder);
  const manifest =
    command === 'backup' ? await backupRoadbook(env, dir) : await restoreRoadbook(env, dir);
  const objects = manifest.bucket.objects.length;
  console.log(
    command === 'backup'
      ? `Backed up the database and ${objects} objects of ${env.S3_BUCKET} to ${dir}`
      : `Restored the database and ${objects} objects into ${env.S3_BUCKET} from ${dir} (backup of ${manifest.createdAt})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import type { Logger } from '@nestjs/common';
import { createOrPromoteAdmin, hasAdmin, withAuthDatabase } from '@roadbook/auth-service';

export const LOCAL_ADMIN = { email: 'admin@roadbook.local', username: 'admin' } as const;

/**
 * A fresh local install gets an admin account so the admin screens can be tried at once. Its
 * password is random and shown this one time, on the terminal only: never in a log line, and
 * not at all when the output goes to a pipe or a file (log collectors keep those), where
 * `npm run admin:create` sets one instead. Later starts find the admin and say nothing.
 */
export async function seedFirstAdmin(databaseUrl: string, logger: Logger): Promise<void> {
  const created = await withAuthDatabase(databaseUrl, async (dataSource) =>
    (await hasAdmin(dataSource)) ? undefined : createOrPromoteAdmin(dataSource, LOCAL_ADMIN),
  );
  if (!created?.generatedPassword) return;
  if (!process.stdout.isTTY) {
    logger.warn(
      `Created the admin account ${LOCAL_ADMIN.email}; its password is not printed without a terminal: set one with \`npm run admin:create -- --email ${LOCAL_ADMIN.email} --username ${LOCAL_ADMIN.username} --password <new password>\``,
    );
    return;
  }
  logger.log(`Created the admin account ${LOCAL_ADMIN.email} (its password is shown below, once)`);
  process.stdout.write(
    `\n  Admin account: ${LOCAL_ADMIN.email}\n  Password:      ${created.generatedPassword}   (shown only this once)\n`,
  );
}

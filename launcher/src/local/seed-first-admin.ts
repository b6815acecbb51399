import type { Logger } from '@nestjs/common';
import { createOrPromoteAdmin, hasAdmin, withAuthDatabase } from '@roadbook/auth-service';

export const LOCAL_ADMIN = { email: 'admin@roadbook.local', username: 'admin' } as const;

/**
 * A fresh local install gets an admin account so the admin screens can be tried at once. Its
 * password is random and printed this one time; later starts find the admin and say nothing.
 */
export async function seedFirstAdmin(databaseUrl: string, logger: Logger): Promise<void> {
  const created = await withAuthDatabase(databaseUrl, async (dataSource) =>
    (await hasAdmin(dataSource)) ? undefined : createOrPromoteAdmin(dataSource, LOCAL_ADMIN),
  );
  if (created?.generatedPassword) {
    logger.log(
      `Created the admin account ${LOCAL_ADMIN.email} with the password ${created.generatedPassword} (shown once)`,
    );
    process.stdout.write(
      `\n  Admin account: ${LOCAL_ADMIN.email}\n  Password:      ${created.generatedPassword}   (shown only this once)\n`,
    );
  }
}

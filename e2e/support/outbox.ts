import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_WAIT_MS } from './until';

/** Reads the messages the dev outbox holds for one address, newest last. */
export function mailsTo(outboxDir: string, email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    return [];
  }
  return files
    .filter((file) => file.toLowerCase().includes(email.toLowerCase()))
    .map((file) => decodeQuotedPrintable(readFileSync(join(outboxDir, file), 'utf8')));
}

/** The link to one of the site's token pages in the newest message to that address. */
function latestTokenLink(outboxDir: string, email: string, page: string): string {
  const mail = mailsTo(outboxDir, email).at(-1);
  const link = mail?.match(new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${page} link for ${email} in ${outboxDir}`);
  return link;
}

/** The reset link of the newest message to that address. */
export function latestResetLink(outboxDir: string, email: string): string {
  return latestTokenLink(outboxDir, email, '/reset-password');
}

/**
 * Mail goes out from a background job, a moment after the request that asked for it: waits
 * until the outbox holds `count` messages to that address.
 */
export async function waitForMails(outboxDir: string, email: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + STATE_WAIT_MS;
  for (;;) {
    const mails = mailsTo(outboxDir, email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${mails.length} of ${count} mails to ${email} in ${outboxDir}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reset link of the `count`-th message to that address, once it has arrived. */
export function waitForResetLink(outboxDir: string, email: string, count = 1): Promise<string> {
  return waitForTokenLink(outboxDir, email, '/reset-password', count);
}

/** The e-mail change's confirmation link of the `count`-th message to that (new) address. */
export function waitForConfirmEmailLink(
  outboxDir: string,
  email: string,
  count = 1,
): Promise<string> {
  return waitForTokenLink(outboxDir, email, '/confirm-email', count);
}

async function waitForTokenLink(
  outboxDir: string,
  email: string,
  page: string,
  count: number,
): Promise<string> {
  await waitForMails(outboxDir, email, count);
  return latestTokenLink(outboxDir, email, page);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

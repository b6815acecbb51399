import type { OutgoingMail } from '@roadbook/platform/mail';
import { tokenLink } from './site-link';

/** The web app's page that opens an e-mail change's link (`confirm-email.route.tsx`). */
export function confirmEmailLink(publicUrl: string, token: string): string {
  return tokenLink(publicUrl, '/confirm-email', token);
}

/** To the new address: the link that makes it the account's. */
export function emailChangeMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new Roadbook email address',
    text: `Someone asked to use this address for their Roadbook account.\n\nOpen this link within 24 hours to confirm it:\n${link}\n\nIf it wasn't you, ignore this e-mail: nothing changes.`,
    html: `<p>Someone asked to use this address for their Roadbook account.</p><p><a href="${link}">Confirm this email address</a> (the link works for 24 hours, once).</p><p>If it wasn't you, ignore this e-mail: nothing changes.</p>`,
  };
}

/** To the address the account had: the change happened, and where to turn if it was not them. */
export function emailChangedNoticeMail(to: string, newEmail: string): OutgoingMail {
  const escaped = newEmail.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to,
    subject: 'Your Roadbook email address was changed',
    text: `The email address of your Roadbook account was changed to ${newEmail}. Roadbook mail, password resets included, now goes there.\n\nIf you didn't make this change, reply to this e-mail or contact us at once.`,
    html: `<p>The email address of your Roadbook account was changed to <strong>${escaped}</strong>. Roadbook mail, password resets included, now goes there.</p><p>If you didn't make this change, reply to this e-mail or contact us at once.</p>`,
  };
}

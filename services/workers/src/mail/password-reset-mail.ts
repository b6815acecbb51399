import type { OutgoingMail } from '@roadbook/platform/mail';
import { tokenLink } from './site-link';

export function resetLink(publicUrl: string, token: string): string {
  return tokenLink(publicUrl, '/reset-password', token);
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Roadbook password',
    text: `Someone asked to reset the password of your Roadbook account.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it wasn't you, ignore this e-mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Roadbook account.</p><p><a href="${link}">Choose a new password</a> (the link works for an hour, once).</p><p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>`,
  };
}

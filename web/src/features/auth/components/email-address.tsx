/**
 * An e-mail address that a browser may break after its `@` before anywhere else (the text
 * around it sets `overflowWrap: 'anywhere'` for the rest), so a long address never runs out of a
 * narrow card, dialog or alert. Only text and a `<wbr>`: it reads as the address it is.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** An alert whose text may hold a long address: its message box may shrink and wrap. */
export const WRAPPING_ALERT = {
  '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
} as const;

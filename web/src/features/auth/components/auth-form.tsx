import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

/**
 * The fields of an account form, one under the other. The browser neither checks them (the
 * messages are the app's, under each field) nor sends them: `onSubmit` does.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {children}
    </Box>
  );
}

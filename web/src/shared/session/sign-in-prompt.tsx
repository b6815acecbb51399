import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { StateMessage } from '../components/state-message';
import { openAuthDialog } from '../ui/ui.slice';

interface SignInPromptProps {
  title: string;
  description: string;
  icon: ReactNode;
}

/** A screen that needs a signed-in member: what it is for, and a button to sign in. */
export function SignInPrompt({ title, description, icon }: SignInPromptProps) {
  const dispatch = useDispatch();
  return (
    <StateMessage title={title} icon={icon} description={description}>
      <Button variant="contained" size="large" onClick={() => dispatch(openAuthDialog())}>
        Sign In
      </Button>
    </StateMessage>
  );
}

import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A button that opens the chooser of the hidden file input `inputId`. A real button, where a
 * `<label>` dressed as one (MUI's `component="label"`) is not a role a label may take for
 * assistive technology (axe's `aria-allowed-role`).
 */
export function ChooseFileButton({
  inputId,
  ...button
}: Omit<ButtonProps, 'onClick' | 'component'> & { inputId: string }) {
  return <Button {...button} onClick={() => document.getElementById(inputId)?.click()} />;
}

/**
 * The code field of every two-step form: digits on a phone's keypad, filled in by the platform's
 * one-time-code suggestion, its label and hint saying which code it takes.
 */
import { TextField } from '@/screens/shared/TextField';

export interface CodeFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Recovery codes have letters: the full keyboard then. */
  recovery?: boolean;
  autoFocus?: boolean;
}

export function CodeField({ recovery = false, ...field }: CodeFieldProps) {
  return (
    <TextField
      {...field}
      name={recovery ? 'recoveryCode' : 'code'}
      required
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={32}
    />
  );
}

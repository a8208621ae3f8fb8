/**
 * A password input with a show/hide toggle. The toggle is a real button (keyboard reachable)
 * labelled for what it will do, and reports its state with aria-pressed.
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  showLabel: string;
  hideLabel: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  onFocus?: () => void;
}

export function PasswordField({ label, value, onChange, showLabel, hideLabel, error, hint, required, ...input }: PasswordFieldProps) {
  // Visibility is presentation, not business state: it stays in the component.
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} required={required} validationMessage={error} hint={hint}>
      <Input
        {...input}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        contentAfter={
          <Button
            type="button"
            appearance="transparent"
            size="small"
            icon={visible ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
    </Field>
  );
}

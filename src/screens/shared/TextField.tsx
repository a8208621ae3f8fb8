/** A labelled text input whose problem is announced with it (Field wires label, aria-invalid and aria-describedby). */
import { Field, Input, type InputProps } from '@fluentui/react-components';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem; its presence marks the field invalid. */
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  type?: 'text' | 'tel';
  name?: string;
  maxLength?: number;
  autoFocus?: boolean;
  contentAfter?: InputProps['contentAfter'];
  /** Before the text, e.g. a money field's currency sign. */
  contentBefore?: InputProps['contentBefore'];
}

export function TextField({ label, value, onChange, error, hint, required, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} validationMessage={error} hint={hint}>
      <Input {...input} type={type} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}

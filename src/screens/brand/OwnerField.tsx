/** The brand owner picker: one of the CREATOR accounts, by nickname. */
import { Field, Select } from '@fluentui/react-components';

export interface OwnerFieldProps {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function OwnerField({
  label,
  placeholder,
  options,
  value,
  error,
  onChange,
}: OwnerFieldProps) {
  return (
    <Field label={label} required validationMessage={error}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

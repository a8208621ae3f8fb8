/** One choice among records (a brand's owner, a channel's game, a script's brand): a labelled select with an empty first option. */
import { Field, Select } from '@fluentui/react-components';

export interface ChoiceFieldProps {
  label: string;
  /** The empty option's text ("Choose a game", "No brand"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string;
  /** Default true: the empty option is not an answer. */
  required?: boolean;
  onChange: (value: string) => void;
}

export function ChoiceField({ label, placeholder, options, value, error, required = true, onChange }: ChoiceFieldProps) {
  return (
    <Field label={label} required={required} validationMessage={error}>
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

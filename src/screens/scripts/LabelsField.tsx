/**
 * A script's labels: chosen from the labels in use, or typed and added with Enter (Fluent's
 * TagPicker). Each chosen label is a dismissible tag; Backspace in the empty input removes the
 * last one (the picker's own keyboard handling).
 */
import { useState, type KeyboardEvent } from 'react';
import {
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  type TagPickerProps,
} from '@fluentui/react-components';

export interface LabelsFieldProps {
  label: string;
  hint: string;
  error?: string;
  /** Labels already used by scripts, offered first. */
  inUse: readonly string[];
  value: readonly string[];
  max: number;
  onChange: (labels: string[]) => void;
}

const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function LabelsField({ label, hint, error, inUse, value, max, onChange }: LabelsFieldProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const offered = inUse.filter(
    (option) => !value.some((chosen) => sameLabel(chosen, option)) && option.toLowerCase().includes(typed.toLowerCase()),
  );
  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_event, data) => {
    onChange(data.selectedOptions.slice(0, max));
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !typed) return;
    event.preventDefault();
    if (!value.some((chosen) => sameLabel(chosen, typed)) && value.length < max) onChange([...value, typed]);
    setQuery('');
  };
  return (
    <Field label={label} hint={hint} validationMessage={error}>
      <TagPicker onOptionSelect={onOptionSelect} selectedOptions={[...value]}>
        <TagPickerControl>
          <TagPickerGroup aria-label={label}>
            {value.map((chosen) => (
              <Tag key={chosen} shape="rounded" value={chosen}>
                {chosen}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput aria-label={label} value={query} onChange={(event) => setQuery(event.target.value)} onKeyDown={onKeyDown} />
        </TagPickerControl>
        <TagPickerList>
          {offered.map((option) => (
            <TagPickerOption key={option} value={option}>
              {option}
            </TagPickerOption>
          ))}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}

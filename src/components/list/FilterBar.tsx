/**
 * The filters of a list: text, select, date and date-range inputs, Search and Reset. The typed
 * text is a draft until Search; the applied filters come from the list's query (the URL).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  Label,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Filters } from '@machines/list.machine.js';

export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly { value: string; label: string }[];
    }
  | { kind: 'date'; name: string; label: string }
  /**
   * Two inputs, `<name>From` and `<name>To` (docs/resources.md dateRange and calendarRange
   * filters): days (`YYYY-MM-DD`, the default) or months (`YYYY-MM`, the spec's countTime).
   */
  | { kind: 'dateRange'; name: string; label: string; unit?: 'day' | 'month' };

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The filters in force (the list query's). */
  values: Filters;
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
  label?: string;
}

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  // Label above the two inputs, like a Field, so the range lines up with the other filters.
  rangeField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/** The parameter names a set of filter fields uses. */
export function filterNamesOf(fields: readonly FilterField[]): string[] {
  return fields.flatMap((field) =>
    field.kind === 'dateRange' ? [`${field.name}From`, `${field.name}To`] : [field.name],
  );
}

function FilterInputs({ fields, values, onSearch, onReset, label }: FilterBarProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const formId = useId();
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  const set = (name: string, value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form
      className={styles.form}
      role="search"
      aria-label={label ?? LL.list.filters()}
      onSubmit={submit}
    >
      {fields.map((field) => {
        switch (field.kind) {
          case 'text':
            return (
              <Field key={field.name} label={field.label}>
                <Input
                  value={draft[field.name] ?? ''}
                  placeholder={field.placeholder}
                  onChange={(_, data) => set(field.name, data.value)}
                />
              </Field>
            );
          case 'select':
            return (
              <Field key={field.name} label={field.label}>
                <Select
                  value={draft[field.name] ?? ''}
                  onChange={(_, data) => set(field.name, data.value)}
                >
                  <option value="">{LL.list.any()}</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          case 'date':
            return (
              <Field key={field.name} label={field.label}>
                <Input
                  type="date"
                  value={draft[field.name] ?? ''}
                  onChange={(_, data) => set(field.name, data.value)}
                />
              </Field>
            );
          case 'dateRange': {
            const from = `${field.name}From`;
            const to = `${field.name}To`;
            const labelId = `${formId}-${field.name}`;
            return (
              <div
                key={field.name}
                role="group"
                aria-labelledby={labelId}
                className={styles.rangeField}
              >
                <Label id={labelId}>{field.label}</Label>
                <div className={styles.range}>
                  <Input
                    type={field.unit === 'month' ? 'month' : 'date'}
                    aria-label={LL.list.rangeFrom({ label: field.label })}
                    value={draft[from] ?? ''}
                    max={draft[to] || undefined}
                    onChange={(_, data) => set(from, data.value)}
                  />
                  <span aria-hidden="true">–</span>
                  <Input
                    type={field.unit === 'month' ? 'month' : 'date'}
                    aria-label={LL.list.rangeTo({ label: field.label })}
                    value={draft[to] ?? ''}
                    min={draft[from] || undefined}
                    onChange={(_, data) => set(to, data.value)}
                  />
                </div>
              </div>
            );
          }
        }
      })}
      <Button type="submit" appearance="primary" icon={<SearchRegular />}>
        {LL.list.search()}
      </Button>
      <Button type="button" icon={<ArrowResetRegular />} onClick={onReset}>
        {LL.list.reset()}
      </Button>
    </form>
  );
}

export function FilterBar(props: FilterBarProps) {
  // A new applied filter set (back/forward, Reset) starts a fresh draft.
  return <FilterInputs key={JSON.stringify(props.values)} {...props} />;
}

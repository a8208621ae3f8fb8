/**
 * The filters of a list: text, select, date and date-range pickers (src/components/dates, in
 * the user's language, with quick ranges), Search and Reset. What is typed or picked is a draft
 * until Search; the applied filters come from the list's query (the URL). A long set shows its
 * first filters and a "More filters" toggle (open from the start when a filter behind it is in
 * force), so a phone does not scroll past a page of inputs before the rows.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, ChevronDownRegular, ChevronUpRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Filters } from '@machines/list.machine.js';
import { DateField } from '@/components/dates/DateField';
import { DateRangeField } from '@/components/dates/DateRangeField';
import { focusFirstInvalid } from '@/list/focusAfterSave';

/** A filter input; `N` is the resource's filter names (its contract's), so an unknown one does not compile. */
export type FilterField<N extends string = string> =
  | {
      kind: 'text';
      name: N;
      label: string;
      placeholder?: string;
      /** The value's problem in the user's words, or undefined: Search waits until it is right. */
      check?: (value: string) => string | undefined;
    }
  | {
      kind: 'select';
      name: N;
      label: string;
      options: readonly { value: string; label: string }[];
    }
  | { kind: 'date'; name: N; label: string }
  /**
   * Two inputs, `<name>From` and `<name>To` (docs/resources.md dateRange and calendarRange
   * filters): days (`YYYY-MM-DD`, the default) or months (`YYYY-MM`, the API's countTime).
   */
  | { kind: 'dateRange'; name: N; label: string; unit?: 'day' | 'month' };

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
});

/** More filters than this, and the ones after the first FILTERS_AT_FIRST wait behind "More filters". */
export const COLLAPSE_OVER = 6;
export const FILTERS_AT_FIRST = 4;

/** The parameter names a set of filter fields uses. */
export function filterNamesOf(fields: readonly FilterField[]): string[] {
  return fields.flatMap((field) =>
    field.kind === 'dateRange' ? [`${field.name}From`, `${field.name}To`] : [field.name],
  );
}

function FilterInputs({ fields, values, onSearch, onReset, label }: FilterBarProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  const collapsible = fields.length > COLLAPSE_OVER;
  const behind = collapsible ? fields.slice(FILTERS_AT_FIRST) : [];
  const [expanded, setExpanded] = useState(() =>
    filterNamesOf(behind).some((name) => values[name] !== undefined && values[name] !== ''),
  );
  const shown = collapsible && !expanded ? fields.slice(0, FILTERS_AT_FIRST) : fields;
  const set = (name: string, value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  // A value in force is checked from the start (a shared link); a typed one once Search is pressed.
  const [checked, setChecked] = useState<Record<string, string>>(values);
  const problemOf = (field: FilterField) =>
    field.kind === 'text' && field.check && checked[field.name] ? field.check(checked[field.name]!) : undefined;
  const form = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) focusFirstInvalid(form.current);
  }, [refused]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(draft);
    const wrong = fields.some((field) => field.kind === 'text' && field.check && draft[field.name] && field.check(draft[field.name]!));
    if (wrong) setRefused((count) => count + 1);
    else onSearch(draft);
  };
  return (
    <form
      ref={form}
      className={styles.form}
      role="search"
      aria-label={label ?? LL.list.filters()}
      onSubmit={submit}
    >
      {shown.map((field) => {
        switch (field.kind) {
          case 'text':
            return (
              <Field key={field.name} label={field.label} validationMessage={problemOf(field)}>
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
              <DateField
                key={field.name}
                label={field.label}
                value={draft[field.name] ?? ''}
                onChange={(value) => set(field.name, value)}
              />
            );
          case 'dateRange': {
            const from = `${field.name}From`;
            const to = `${field.name}To`;
            return (
              <DateRangeField
                key={field.name}
                label={field.label}
                unit={field.unit}
                from={draft[from] ?? ''}
                to={draft[to] ?? ''}
                onChange={(range) =>
                  setDraft((current) => ({ ...current, [from]: range.from, [to]: range.to }))
                }
              />
            );
          }
        }
      })}
      {collapsible && (
        <Button
          type="button"
          appearance="transparent"
          aria-expanded={expanded}
          icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
          iconPosition="after"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? LL.list.fewerFilters() : LL.list.moreFilters({ count: behind.length })}
        </Button>
      )}
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

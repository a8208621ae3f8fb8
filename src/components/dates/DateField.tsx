/**
 * A day or a month, typed in the user's date format or chosen in Fluent's calendar (day and
 * month names, first day of the week and spoken labels in the user's language; arrow keys, Page
 * Up/Down and Enter work in the calendar). The value is what the URL and the server keep:
 * `YYYY-MM-DD` or `YYYY-MM`, '' for none. Text that is not a date, or outside min and max, is
 * refused with a message saying how to type one. In a filter the value stays the last date; in a
 * form (`reportUnreadable`) it becomes UNREADABLE_DATE, which no date rule accepts, so the form
 * cannot save a date other than the one the user sees refused.
 */
import { useMemo, useState } from 'react';
import { Field, makeStyles, mergeClasses } from '@fluentui/react-components';
import { DatePicker, type DatePickerValidationResultData } from '@fluentui/react-datepicker-compat';
import { useI18nContext } from '@locales/i18n-react';
import { dayDate, isoDay, isoMonth, monthDate } from './calendarText';
import { useCalendarLocale } from './useCalendarLocale';

export type DateUnit = 'day' | 'month';

/** A form's value while its date field holds text that is no date it may take. */
export const UNREADABLE_DATE = 'unreadable';

export interface DateFieldProps {
  unit?: DateUnit;
  /** `YYYY-MM-DD` (days) or `YYYY-MM` (months); '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The visible label; without one, give `aria-label` or an outside label's `id`. */
  label?: string;
  'aria-label'?: string;
  /** The input's id, for a label outside the field. */
  id?: string;
  /** The earliest and latest values allowed, in the value's format. */
  min?: string;
  max?: string;
  required?: boolean;
  /** A problem found outside the field (e.g. the form's validation). */
  error?: string;
  /** In a form: refused text makes the value UNREADABLE_DATE until a date is chosen. */
  reportUnreadable?: boolean;
  className?: string;
}

const useStyles = makeStyles({
  // Room for a day in any language's format, or a month's name with its year.
  day: { width: '11em' },
  month: { width: '14em' },
  // The picker fills its field (Fluent's input has a wider minimum of its own).
  picker: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
});

export function DateField(props: DateFieldProps) {
  const { unit = 'day', value, onChange, min, max } = props;
  const { LL } = useI18nContext();
  const calendar = useCalendarLocale();
  const styles = useStyles();
  const [problem, setProblem] = useState<string>();
  const months = unit === 'month';
  const toDate = months ? monthDate : dayDate;
  // One Date per value: a new object on every render would reset the text being typed.
  const readable = useMemo(() => toDate(value), [toDate, value]);
  // While the value is UNREADABLE_DATE the picker keeps its last date: none would wipe the text.
  const [lastReadable, setLastReadable] = useState(readable);
  if (readable !== null && readable !== lastReadable) setLastReadable(readable);
  const selected = value === UNREADABLE_DATE ? lastReadable : readable;
  const minDate = useMemo(() => toDate(min) ?? undefined, [toDate, min]);
  const maxDate = useMemo(() => toDate(max) ?? undefined, [toDate, max]);
  const pattern = months ? calendar.monthPattern : calendar.dayPattern;
  const name = props.label ?? props['aria-label'] ?? '';

  const validated = ({ error }: DatePickerValidationResultData) => {
    setProblem(
      error === 'invalid-input'
        ? months
          ? LL.dates.invalidMonth({ pattern })
          : LL.dates.invalidDay({ pattern })
        : error === 'out-of-bounds'
          ? LL.dates.outOfRange()
          : undefined,
    );
    if (props.reportUnreadable && (error === 'invalid-input' || error === 'out-of-bounds')) onChange(UNREADABLE_DATE);
  };

  return (
    <Field
      label={props.label}
      required={props.required}
      // The field's own reading first: it says what was wrong with the text typed.
      validationMessage={problem ?? props.error}
      className={mergeClasses(months ? styles.month : styles.day, props.className)}
    >
      <DatePicker
        id={props.id}
        className={styles.picker}
        // Fluent names the calendar button after the input's value (nothing while empty) and the
        // pop-up in English: both get their own name in the user's language.
        contentAfter={{ 'aria-labelledby': undefined, 'aria-label': LL.dates.openCalendar({ label: name }) }}
        popupSurface={{ 'aria-label': LL.dates.calendar() }}
        aria-label={props.label ? undefined : props['aria-label']}
        value={selected}
        onSelectDate={(date) => onChange(date ? (months ? isoMonth(date) : isoDay(date)) : '')}
        // Emptied text is no date at once: reported only on leaving, the late change would
        // wipe what is typed next.
        onChange={(_, data) => {
          if (data.value.trim() === '' && value !== '') onChange('');
        }}
        allowTextInput
        placeholder={pattern}
        formatDate={months ? calendar.formatMonth : calendar.formatDay}
        parseDateFromString={months ? calendar.parseMonth : calendar.parseDay}
        strings={calendar.strings}
        dateTimeFormatter={calendar.dateTimeFormatter}
        firstDayOfWeek={calendar.firstDayOfWeek}
        minDate={minDate}
        maxDate={maxDate}
        highlightSelectedMonth={months}
        // Days: the month grid opens from the day view's header, so the popup stays narrow.
        showMonthPickerAsOverlay={!months}
        calendar={months ? { isDayPickerVisible: false } : undefined}
        onValidationResult={validated}
      />
    </Field>
  );
}

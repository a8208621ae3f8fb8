/**
 * A period's start and end, each a date picker and a time input (ScheduleTimeInputs), bound to two
 * fields of a form: the end's calendar starts at the start's day, and each problem is said under
 * its field in the screen's own words (a missing date; an end that is not after the start).
 */
import { useI18nContext } from '@locales/i18n-react';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { splitLocal } from './localTime';
import { ScheduleTimeInputs } from './ScheduleTimeInputs';

export interface PeriodWords {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** A date is missing or unreadable. */
  timeRequired: string;
  /** The end is not after the start. */
  endBeforeStart: string;
}

export interface SchedulePeriodInputsProps {
  form: RecordForm;
  /** The form's start and end fields (local `YYYY-MM-DDTHH:mm` text). */
  fields: readonly [start: string, end: string];
  words: PeriodWords;
}

export function SchedulePeriodInputs({ form, fields: [start, end], words }: SchedulePeriodInputsProps) {
  const { LL } = useI18nContext();
  const { values, fieldErrors, send } = form;
  const change = (field: string) => (value: string) => send({ type: 'CHANGE', field, value });
  const error = (field: string) =>
    reasonText(LL, fieldErrors[field], {
      required: words.timeRequired,
      invalid_format: words.timeRequired,
      invalid_value: field === end ? words.endBeforeStart : undefined,
    });
  return (
    <>
      <ScheduleTimeInputs
        dateLabel={words.startDate}
        timeLabel={words.startTime}
        value={values[start] ?? ''}
        error={error(start)}
        onChange={change(start)}
      />
      <ScheduleTimeInputs
        dateLabel={words.endDate}
        timeLabel={words.endTime}
        value={values[end] ?? ''}
        min={splitLocal(values[start]).date || undefined}
        error={error(end)}
        onChange={change(end)}
      />
    </>
  );
}

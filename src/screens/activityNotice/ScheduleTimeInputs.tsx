/**
 * A schedule time as a date picker (in the user's language and date format) and a time input
 * side by side, kept as one local value.
 */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DateField } from '@/components/dates/DateField';
import { joinLocal, splitLocal } from './localTime';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
});

export interface ScheduleTimeInputsProps {
  dateLabel: string;
  timeLabel: string;
  /** Local `YYYY-MM-DDTHH:mm`. */
  value: string;
  error?: string;
  min?: string;
  onChange: (value: string) => void;
}

export function ScheduleTimeInputs({
  dateLabel,
  timeLabel,
  value,
  error,
  min,
  onChange,
}: ScheduleTimeInputsProps) {
  const styles = useStyles();
  const { date, time } = splitLocal(value);
  return (
    <div className={styles.pair}>
      <DateField
        label={dateLabel}
        required
        reportUnreadable
        error={error}
        value={date}
        min={min}
        onChange={(day) => onChange(joinLocal(day, time))}
      />
      <Field label={timeLabel}>
        <Input
          type="time"
          value={time}
          onChange={(_, data) => onChange(joinLocal(date, data.value))}
        />
      </Field>
    </div>
  );
}

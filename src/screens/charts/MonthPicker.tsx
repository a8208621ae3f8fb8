/**
 * The chart's month: previous / next buttons around a month picker in the user's language
 * (src/components/dates). The URL holds the month; the picker reports only a complete month, up
 * to this one.
 */
import { Button, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { monthOf } from '@contracts/settlement.js';
import { isMonth, shiftMonth } from '@machines/activeChart.machine.js';
import { DateField } from '@/components/dates/DateField';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface MonthPickerProps {
  value: string;
  onChange: (month: string) => void;
}

export function MonthPicker({ value, onChange }: MonthPickerProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const inputId = useId('chart-month');
  // No figures exist after this month: the picker stops there.
  const latest = monthOf(Date.now());
  const choose = (month: string) => {
    if (isMonth(month) && month !== value) onChange(month);
  };
  return (
    <div className={styles.bar}>
      <Label htmlFor={inputId}>{LL.charts.month()}</Label>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={LL.charts.previousMonth()}
        title={LL.charts.previousMonth()}
        disabled={!isMonth(value)}
        onClick={() => onChange(shiftMonth(value, -1))}
      />
      <DateField
        unit="month"
        id={inputId}
        aria-label={LL.charts.month()}
        max={latest}
        value={isMonth(value) ? value : ''}
        onChange={choose}
      />
      <Button
        icon={<ChevronRightRegular />}
        aria-label={LL.charts.nextMonth()}
        title={LL.charts.nextMonth()}
        disabled={!isMonth(value) || value >= latest}
        onClick={() => onChange(shiftMonth(value, 1))}
      />
    </div>
  );
}

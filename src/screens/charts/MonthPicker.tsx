/**
 * The chart's month: previous / next buttons around a month input. The URL holds the month; the
 * input keeps a draft while the user types (a half-typed month is not a month) and reports only
 * a complete one.
 */
import { useState } from 'react';
import { Button, Input, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { monthOf } from '@contracts/settlement.js';
import { isMonth, shiftMonth } from '@machines/activeChart.machine.js';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  input: { width: '11em' },
});

export interface MonthPickerProps {
  value: string;
  onChange: (month: string) => void;
}

export function MonthPicker({ value, onChange }: MonthPickerProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const inputId = useId('chart-month');
  const [draft, setDraft] = useState(value);
  // A new month from outside (buttons, Back, a link) replaces the draft, during render.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  // No figures exist after this month: the picker stops there.
  const latest = monthOf(Date.now());
  const type = (text: string) => {
    setDraft(text);
    if (isMonth(text) && text !== value) onChange(text);
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
      <Input
        id={inputId}
        className={styles.input}
        type="month"
        max={latest}
        value={draft}
        onChange={(_event, data) => type(data.value)}
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

/**
 * A range of days or months: a labelled group of two date fields, From and To (each bounding the
 * other), and a menu of quick ranges (today, this month, last month, last 30 days; for months
 * this month, last month, this year) that fills both.
 */
import {
  Button,
  Label,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
  useId,
} from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { DateField, type DateUnit } from './DateField';
import { rangePresets } from './rangePresets';

const useStyles = makeStyles({
  // Label above the fields, like a Field, so the range lines up with other filters.
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
  // Level with the inputs, not with a message under one of them.
  dash: { lineHeight: '32px' },
});

export interface DateRangeFieldProps {
  label: string;
  unit?: DateUnit;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** Today, for the quick ranges (tests pin it). */
  today?: Date;
}

export function DateRangeField({ label, unit = 'day', from, to, onChange, today }: DateRangeFieldProps) {
  const { LL } = useI18nContext();
  const D = LL.dates;
  const styles = useStyles();
  const labelId = useId('date-range');
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <Label id={labelId}>{label}</Label>
      <div className={styles.fields}>
        <DateField
          unit={unit}
          aria-label={LL.list.rangeFrom({ label })}
          value={from}
          max={to || undefined}
          onChange={(value) => onChange({ from: value, to })}
        />
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <DateField
          unit={unit}
          aria-label={LL.list.rangeTo({ label })}
          value={to}
          min={from || undefined}
          onChange={(value) => onChange({ from, to: value })}
        />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              icon={<CalendarLtrRegular />}
              aria-label={D.presetsFor({ label })}
              title={D.presets()}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {rangePresets(unit, today ?? new Date()).map((preset) => (
                <MenuItem
                  key={preset.id}
                  onClick={() => onChange({ from: preset.from, to: preset.to })}
                >
                  {D[preset.id]()}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </div>
  );
}

/**
 * The pop-ups of the current page on one time axis (the union of their schedules): a bar each,
 * in the warning colour when it overlaps another enabled pop-up, so clashes show at a glance.
 * Screen readers get the same as a list: title, dates and the overlap.
 */
import { useId } from 'react';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ActivityNoticeRecord } from '@contracts/activityNotice.js';
import { parseTime } from '@/utils/format';

type ScheduleRecord = Pick<
  ActivityNoticeRecord,
  'id' | 'title' | 'startAt' | 'endAt' | 'enabled' | 'overlaps'
>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 14rem) 1fr',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  track: {
    position: 'relative',
    height: '14px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  bar: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    minWidth: '3px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground,
  },
  overlap: { backgroundColor: tokens.colorStatusWarningBackground3 },
  off: { backgroundColor: tokens.colorNeutralStroke1 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** Where each bar starts and how wide it is, in percent of the whole span. */
export function scheduleBars(records: readonly ScheduleRecord[]) {
  const times = records.map((r) => ({ start: Date.parse(r.startAt), end: Date.parse(r.endAt) }));
  const first = Math.min(...times.map((t) => t.start));
  const span = Math.max(1, Math.max(...times.map((t) => t.end)) - first);
  return records.map((record, index) => {
    const { start, end } = times[index]!;
    return {
      record,
      left: ((start - first) / span) * 100,
      width: (Math.max(0, end - start) / span) * 100,
    };
  });
}

export function ScheduleStrip({ records }: { records: readonly ScheduleRecord[] }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const headingId = useId();
  const readable = records.filter(
    (r) => !Number.isNaN(Date.parse(r.startAt)) && !Number.isNaN(Date.parse(r.endAt)),
  );
  if (readable.length === 0) return null;
  const N = LL.notice;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={300} weight="semibold">
        {N.schedule()}
      </Text>
      <ul className={styles.list}>
        {scheduleBars(readable).map(({ record, left, width }) => {
          const clash = record.overlaps > 0;
          const dates = N.scheduleItem({
            title: record.title,
            start: parseTime(record.startAt) ?? '',
            end: parseTime(record.endAt) ?? '',
          });
          const notes = [
            clash ? N.scheduleOverlap({ count: record.overlaps }) : '',
            record.enabled ? '' : N.scheduleOff(),
          ].filter(Boolean);
          return (
            <li key={record.id} className={styles.item} data-overlap={clash || undefined}>
              <Text size={200} className={styles.label} aria-hidden title={record.title}>
                {record.title}
              </Text>
              <div className={styles.track} aria-hidden>
                <div
                  className={mergeClasses(
                    styles.bar,
                    !record.enabled && styles.off,
                    clash && styles.overlap,
                  )}
                  style={{ left: `${left}%`, width: `${width}%` }}
                  title={dates}
                />
              </div>
              <span className={styles.hidden}>{[dates, ...notes].join('; ')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

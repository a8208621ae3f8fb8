/**
 * The operator's dashboard (OPERATE; contracts/dashboard.ts): the scripts waiting to be shown, the
 * count linking to all of them on the operator's screen and the longest waiting each linking to
 * itself there; and the latest changes to scripts in words: when, who, which script, what.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { DashboardSummary, ScriptChange } from '@contracts/dashboard.js';
import type { TranslationFunctions } from '@locales/i18n-types';
import { PlainTable } from '@/components/list/PlainTable';
import { actorText, entityLabel, eventLabel } from '@/history/auditLabels';
import { fieldLabel } from '@/history/fieldLabel';
import { recordStatusLabel } from '@/history/statusLabels';
import { RouterLink } from '@/screens/shared/RouterLink';
import { formatDateTime } from '@/utils/localeFormat';
import { operateLinks } from './dashboardLinks';
import { FigureCard } from './FigureCard';
import { DashboardCard } from './DashboardCard';

const useStyles = makeStyles({
  waiting: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  since: { color: tokens.colorNeutralForeground3 },
  changes: { flex: '1 1 100%' },
});

/** What a change did, in words: a visibility change's statuses, an update's fields, else its event. */
export function changeWords(LL: TranslationFunctions, change: ScriptChange): string {
  const event = eventLabel(LL, change.event);
  if (change.from && change.to)
    return LL.dashboard.changeText({
      event,
      from: recordStatusLabel(LL, 'script', change.from),
      to: recordStatusLabel(LL, 'script', change.to),
    });
  if (change.event === 'UPDATE' && change.fields.length > 0)
    return LL.dashboard.changedFields({ event, fields: change.fields.map((field) => fieldLabel(LL, field)).join(', ') });
  return event;
}

function ScriptChanges({ rows }: { rows: readonly ScriptChange[] }) {
  const { LL, locale } = useI18nContext();
  const D = LL.dashboard;
  const styles = useStyles();
  const title = D.scriptChanges();
  return (
    <DashboardCard className={styles.changes} title={title}>
      {rows.length === 0 ? (
        <Text>{D.noScriptChanges()}</Text>
      ) : (
        <PlainTable<ScriptChange>
          aria-label={title}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'when', label: D.when(), cell: (row) => formatDateTime(row.at, locale) },
            { key: 'who', label: D.who(), cell: (row) => actorText(LL, { actorId: null, actorName: row.actorName }) },
            {
              key: 'script',
              label: entityLabel(LL, 'script'),
              cell: (row) =>
                row.recordName ? <RouterLink to={operateLinks.script(row.recordName)}>{row.recordName}</RouterLink> : `#${row.scriptId}`,
            },
            { key: 'what', label: D.what(), cell: (row) => changeWords(LL, row) },
          ]}
        />
      )}
    </DashboardCard>
  );
}

export function OperateSection({ data }: { data: NonNullable<DashboardSummary['operate']> }) {
  const { LL, locale } = useI18nContext();
  const D = LL.dashboard;
  const styles = useStyles();
  return (
    <>
      <FigureCard title={D.waitingToShow()} figures={[{ label: D.waiting(), value: data.waitingCount, to: operateLinks.waiting }]}>
        {data.waiting.length === 0 ? (
          <Text>{D.noneWaiting()}</Text>
        ) : (
          <ol className={styles.waiting} aria-label={D.waitingToShow()}>
            {data.waiting.map((script) => (
              <li key={script.id}>
                <RouterLink to={operateLinks.script(script.scriptName, 'submitted')}>{script.scriptName}</RouterLink>{' '}
                <Text size={200} className={styles.since}>
                  {D.waitingSince({ author: script.authorNick, when: formatDateTime(script.submittedAt, locale) })}
                </Text>
              </li>
            ))}
          </ol>
        )}
        {data.waitingCount > data.waiting.length && <RouterLink to={operateLinks.waiting}>{D.allWaiting()}</RouterLink>}
      </FigureCard>
      <ScriptChanges rows={data.recentChanges} />
    </>
  );
}

/**
 * One audit row's details in full: each field of the change on its own line, labelled and
 * formatted in the user's language, with what happened, to which record, by whom and when.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { AuditRecord } from '@contracts/audit.js';
import { ReadingDialog } from '@/components/list/ReadingDialog';
import { actorText, eventLabel, recordLabel } from '@/history/auditLabels';
import { describePayload, parsePayload } from '@/history/payloadText';
import { formatDateTime } from '@/utils/localeFormat';
import { usePayloadWords } from '@/history/usePayloadWords';

const useStyles = makeStyles({
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    marginTop: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '50vh',
    overflow: 'auto',
  },
  pair: { display: 'contents' },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

export function PayloadDialog({ row, onClose }: { row: AuditRecord | null; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const payloadWords = usePayloadWords();
  const styles = useStyles();
  const lines = row ? describePayload(parsePayload(row.payload), payloadWords) : [];
  return (
    <ReadingDialog
      open={row !== null}
      onClose={onClose}
      title={row ? LL.audit.payloadTitle({ event: eventLabel(LL, row.event), name: recordLabel(LL, row) }) : ''}
    >
      {row && (
        <>
          <Text>
            {LL.audit.payloadAt({
              actor: actorText(LL, row),
              time: formatDateTime(row.at, locale),
            })}
          </Text>
          <dl className={styles.details} aria-label={LL.audit.payload()}>
            {lines.map((line, index) => (
              <div key={line.field || index} className={styles.pair}>
                <dt className={styles.label}>{line.label}</dt>
                <dd className={styles.value}>{line.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </ReadingDialog>
  );
}

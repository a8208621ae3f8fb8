/** One audit row's payload in full (indented JSON), with what happened, to what, by whom and when. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { AuditRecord } from '@contracts/audit.js';
import { parseTime } from '@/utils/format';
import { actorText, eventLabel, recordName } from '@/history/auditLabels';
import { parsePayload, payloadPretty } from '@/history/payloadText';

const useStyles = makeStyles({
  pre: {
    margin: 0,
    marginTop: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    maxHeight: '50vh',
    overflow: 'auto',
  },
});

export function PayloadDialog({ row, onClose }: { row: AuditRecord | null; onClose: () => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <Dialog open={row !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        {row && (
          <DialogBody>
            <DialogTitle>
              {LL.audit.payloadTitle({
                event: eventLabel(LL, row.event),
                name: recordName(LL, row.entity, row.entityId),
              })}
            </DialogTitle>
            <DialogContent>
              <Text>
                {LL.audit.payloadAt({
                  actor: actorText(LL, row),
                  time: parseTime(row.at) ?? row.at,
                })}
              </Text>
              <pre className={styles.pre}>{payloadPretty(parsePayload(row.payload))}</pre>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {LL.list.close()}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}

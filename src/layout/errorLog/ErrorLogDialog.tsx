/**
 * The error log's dialog (ErrorLogButton): each entry's message, info, url, time and stack, with
 * 'Clear All' and 'Close'. Imported once there is an entry to show, not with the layout.
 */
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
import type { ErrorLogEntry } from '@machines/errorLog.machine.js';
import { useI18nContext } from '@locales/i18n-react';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '960px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  message: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  pre: {
    margin: 0,
    maxHeight: '240px',
    overflow: 'auto',
    whiteSpace: 'pre',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
  },
});

export interface ErrorLogDialogProps {
  open: boolean;
  logs: readonly ErrorLogEntry[];
  onClose: () => void;
  onClearAll: () => void;
}

export function ErrorLogDialog({ open, logs, onClose, onClearAll }: ErrorLogDialogProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const E = LL.errorLog;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{E.title()}</DialogTitle>
          <DialogContent>
            <Text as="p">{E.summary({ count: logs.length })}</Text>
            <ol className={styles.list}>
              {logs.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  <EntryDetails entry={entry} />
                </li>
              ))}
            </ol>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClearAll}>
              {E.clearAll()}
            </Button>
            <Button appearance="secondary" onClick={onClose}>
              {E.close()}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function EntryDetails({ entry }: { entry: ErrorLogEntry }) {
  const { LL, locale } = useI18nContext();
  const styles = useStyles();
  const E = LL.errorLog;
  const at = new Date(entry.at);
  return (
    <dl className={styles.entry}>
      <dt className={styles.term}>{E.message()}</dt>
      <dd className={`${styles.detail} ${styles.message}`}>{entry.message}</dd>
      <dt className={styles.term}>{E.info()}</dt>
      <dd className={styles.detail}>
        {entry.info ? <pre className={styles.pre}>{entry.info}</pre> : '—'}
      </dd>
      <dt className={styles.term}>{E.url()}</dt>
      <dd className={styles.detail}>{entry.url}</dd>
      <dt className={styles.term}>{E.at()}</dt>
      <dd className={styles.detail}>
        <time dateTime={entry.at}>
          {Number.isNaN(at.getTime()) ? entry.at : at.toLocaleString(locale)}
        </time>
      </dd>
      <dt className={styles.term}>{E.stack()}</dt>
      <dd className={styles.detail}>
        {entry.stack ? <pre className={styles.pre}>{entry.stack}</pre> : E.noStack()}
      </dd>
    </dl>
  );
}

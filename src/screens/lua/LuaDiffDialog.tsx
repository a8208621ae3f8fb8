/**
 * "Compare with the active version": a Lua version's text against the active one's, both read
 * from their public files (the records' `url`), line by line. Added and removed lines are told
 * apart by a sign and a spoken label as well as by colour, each with its line numbers; identical
 * versions say so, and a file that cannot be read says that, with Retry.
 */
import { useCallback } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ReleaseRecord } from '@contracts/release.js';
import { ReadingDialog } from '@/components/list/ReadingDialog';
import { useLoader } from '@/data/useLoader';
import { lineDiffOf, MAX_ROWS, type DiffLine, type LineDiff } from './luaDiff';

export interface LuaDiffDialogProps {
  /** The version to compare; null: closed. */
  version: ReleaseRecord | null;
  /** The active version. */
  active: ReleaseRecord | null;
  /** Reads a stored file's text (releaseText; fixtures in tests and stories). */
  readText: (url: string) => Promise<string>;
  onClose: () => void;
}

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)', width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  scroll: { maxHeight: '60vh', overflow: 'auto', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  table: { borderCollapse: 'collapse', width: '100%', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  head: { position: 'sticky', top: 0, backgroundColor: tokens.colorNeutralBackground3, textAlign: 'start', padding: `0 ${tokens.spacingHorizontalS}` },
  // Narrow columns: their headings on one line (Chinese and Japanese would break between any two characters).
  narrowHead: { whiteSpace: 'nowrap' },
  number: { color: tokens.colorNeutralForeground3, textAlign: 'end', padding: `0 ${tokens.spacingHorizontalS}`, userSelect: 'none', width: '1%' },
  sign: { textAlign: 'center', width: '1%', padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  code: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', padding: `0 ${tokens.spacingHorizontalS}`, textDecoration: 'none' },
  added: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  removed: { backgroundColor: tokens.colorPaletteRedBackground1 },
  folded: { color: tokens.colorNeutralForeground3, fontStyle: 'italic', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}` },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export function LuaDiffDialog({ version, active, readText, onClose }: LuaDiffDialogProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const open = version !== null && active !== null;
  return (
    <ReadingDialog
      open={open}
      onClose={onClose}
      closeInTitle
      surfaceClassName={styles.surface}
      title={open ? LL.release.diffTitle({ version: version.versionCode, active: active.versionCode }) : ''}
    >
      {open && <Comparison key={`${version.id}:${active.id}`} version={version} active={active} readText={readText} />}
    </ReadingDialog>
  );
}

function Comparison({ version, active, readText }: { version: ReleaseRecord; active: ReleaseRecord; readText: LuaDiffDialogProps['readText'] }) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const load = useCallback(
    async () => {
      const [oldText, newText] = await Promise.all([readText(active.url), readText(version.url)]);
      return lineDiffOf(oldText, newText);
    },
    [readText, active.url, version.url],
  );
  const { data, failed, retry } = useLoader<LineDiff>(load);
  if (failed)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{R.diffFailed()}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={retry}>{LL.uploads.retry()}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (!data) return <Spinner size="small" label={R.diffLoading()} />;
  if (data.identical)
    return (
      <MessageBar intent="info">
        <MessageBarBody>{R.diffSame()}</MessageBarBody>
      </MessageBar>
    );
  const rows = data.rows.slice(0, MAX_ROWS);
  const marks = { added: { sign: '+', label: R.diffAdded() }, removed: { sign: '−', label: R.diffRemoved() } };
  const line = (row: DiffLine) => {
    const mark = row.change === 'same' ? null : marks[row.change];
    const Code = row.change === 'added' ? 'ins' : row.change === 'removed' ? 'del' : 'span';
    return (
      <tr key={`${row.oldNumber}:${row.newNumber}`} className={mark ? styles[row.change as 'added' | 'removed'] : undefined} data-change={row.change}>
        <td className={styles.number}>{row.oldNumber ?? ''}</td>
        <td className={styles.number}>{row.newNumber ?? ''}</td>
        <td className={styles.sign}>
          {mark && (
            <>
              <span aria-hidden>{mark.sign}</span>
              <span className={styles.hidden}>{mark.label}</span>
            </>
          )}
        </td>
        <td>
          <Code className={styles.code}>{row.text}</Code>
        </td>
      </tr>
    );
  };
  return (
    <div className={styles.body}>
      <Text role="status">{R.diffSummary({ added: data.added, removed: data.removed })}</Text>
      {/* Focusable, so the keyboard scrolls a long comparison (arrows, Page Down). */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={R.diffLines()}>
        <table className={styles.table} aria-label={R.diffTitle({ version: version.versionCode, active: active.versionCode })}>
          <thead>
            <tr>
              <th scope="col" className={mergeClasses(styles.head, styles.narrowHead)}>{R.versionNumber({ version: active.versionCode })}</th>
              <th scope="col" className={mergeClasses(styles.head, styles.narrowHead)}>{R.versionNumber({ version: version.versionCode })}</th>
              <th scope="col" className={mergeClasses(styles.head, styles.narrowHead)}>{R.diffChange()}</th>
              <th scope="col" className={styles.head}>{R.diffLine()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              row.change === 'folded' ? (
                <tr key={`folded:${row.first}`}>
                  <td colSpan={4} className={styles.folded}>
                    {R.diffSkipped({ count: row.count })}
                  </td>
                </tr>
              ) : (
                line(row)
              ),
            )}
          </tbody>
        </table>
      </div>
      {data.rows.length > MAX_ROWS && <Text>{R.diffTruncated({ shown: MAX_ROWS })}</Text>}
    </div>
  );
}

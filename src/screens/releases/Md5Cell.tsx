/**
 * A version's MD5 as people check it against a file they hold: the whole value on screen (two
 * lines of 16 characters, so the column stays narrow), selected whole by one click or tap, and a
 * button that copies it. Nothing hides in a tooltip, which touch cannot open and the keyboard
 * reaches badly. Browsers without the clipboard API (a page not served over HTTPS) keep the text.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { notify } from '@/api/notifier';

const useStyles = makeStyles({
  cell: { display: 'inline-flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXS },
  hash: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    // One text, broken anywhere: copying it by hand gives the value without a line break.
    width: '16ch',
    wordBreak: 'break-all',
    userSelect: 'all',
  },
});

/** The clipboard API, missing where the page is not a secure context (the DOM types say it is always there). */
const clipboard = (): Clipboard | null => (navigator as { clipboard?: Clipboard }).clipboard ?? null;

export function Md5Cell({ md5, fileName }: { md5: string; fileName: string }) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const board = clipboard();
  const copy = async () => {
    try {
      await board!.writeText(md5);
      notify('success', R.md5Copied(), 3000);
    } catch {
      notify('error', R.md5CopyFailed());
    }
  };
  const label = R.copyMd5({ name: fileName });
  return (
    <span className={styles.cell}>
      <span className={styles.hash}>{md5}</span>
      {board && <Button appearance="subtle" size="small" icon={<CopyRegular />} aria-label={label} title={label} onClick={() => void copy()} />}
    </span>
  );
}

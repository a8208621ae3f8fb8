/**
 * "View content": the whole content of a config (the list shows only its start), fetched when
 * the dialog opens and shown read-only in a monospace block that scrolls on its own, so a long
 * config does not stretch the dialog. The fetch is the loader machine's (loading → ready |
 * failure, RETRY); the component only shows its snapshot.
 */
import { useCallback } from 'react';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ReviewContent } from '@contracts/review.js';
import { describeFailure } from '@/api/errorText';
import { ErrorState } from '@/components/list/ListStates';
import { ReadingDialog } from '@/components/list/ReadingDialog';
import { useLoader } from '@/data/useLoader';

export interface ContentTarget {
  id: number;
  name: string;
}

type Load = (id: number) => Promise<ReviewContent>;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 90vw)' },
  block: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre',
    overflow: 'auto',
    maxHeight: '60vh',
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  size: { color: tokens.colorNeutralForeground3 },
});

function ContentFetch({ id, load }: { id: number; load: Load }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const fetchContent = useCallback(() => load(id), [load, id]);
  const { data, failed, error, retry } = useLoader<ReviewContent>(fetchContent);
  if (failed)
    return (
      <ErrorState
        title={LL.review.contentFailed()}
        message={error ? describeFailure(error) : ''}
        onRetry={retry}
      />
    );
  if (!data) return <Spinner size="small" label={LL.review.contentLoading()} />;
  const { content } = data;
  return (
    <>
      <Text className={styles.size}>{LL.review.contentSize({ count: content.length })}</Text>
      {/* Focusable, so the keyboard can scroll it; read-only by being text, not an input. */}
      <pre className={styles.block} tabIndex={0} role="region" aria-label={LL.review.content()}>
        {content}
      </pre>
    </>
  );
}

export function ContentDialog(props: {
  target: ContentTarget | null;
  load: Load;
  onClose: () => void;
}) {
  const { target, load, onClose } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <ReadingDialog
      open={target !== null}
      onClose={onClose}
      closeInTitle
      surfaceClassName={styles.surface}
      title={target ? LL.review.contentTitle({ name: target.name }) : ''}
    >
      {/* One fetch per record: another record mounts a fresh loader. */}
      {target && <ContentFetch key={target.id} id={target.id} load={load} />}
    </ReadingDialog>
  );
}

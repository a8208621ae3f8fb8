/** The empty, loading (skeleton) and error-with-retry states of a list. */
import { makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: { fontSize: '40px' },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
  },
});

export function EmptyState({ title, text }: { title?: string; text?: string }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <DocumentSearchRegular className={styles.icon} aria-hidden />
      <Text weight="semibold" size={400}>
        {title ?? LL.list.emptyTitle()}
      </Text>
      <Text>{text ?? LL.list.emptyText()}</Text>
    </div>
  );
}

export function LoadingState({ rows = 5 }: { rows?: number }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} aria-label={LL.list.loading()} role="progressbar">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonItem key={index} size={24} />
      ))}
    </Skeleton>
  );
}

export { ErrorState } from './ErrorState';

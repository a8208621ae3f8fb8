/**
 * The list's pager: record count, rows per page, previous/next with "Page n of m". While the
 * count of the current filters is on its way it says "Counting…" and "Page n", and offers the
 * next page when this one is full (docs/scale.md, "Page first, total later").
 */
import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { PAGE_SIZES, type ListEvent } from '@machines/list.machine.js';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  pageSize: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  counting: { color: tokens.colorNeutralForeground3 },
});

export function Pager(props: {
  /** The exact total of the current filters; null until it is counted. */
  total: number | null;
  /** The total is being counted. */
  counting: boolean;
  /** This page holds `size` rows: there may be a next one (read while the total is unknown). */
  full: boolean;
  page: number;
  size: number;
  send: (event: ListEvent) => void;
}) {
  const { total, page, size, send } = props;
  const { LL } = useI18nContext();
  const styles = useStyles();
  const pages = total === null ? null : Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.pager} aria-label={LL.list.pagination()}>
      {total !== null ? (
        <Text>{LL.list.total({ total })}</Text>
      ) : (
        props.counting && <Text className={styles.counting}>{LL.list.counting()}</Text>
      )}
      <label className={styles.pageSize}>
        <Text>{LL.list.pageSize()}</Text>
        <Select
          aria-label={LL.list.pageSize()}
          value={String(size)}
          onChange={(_, data) => send({ type: 'SET_SIZE', size: Number(data.value) })}
        >
          {[...new Set([...PAGE_SIZES, size])]
            .sort((a, b) => a - b)
            .map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
        </Select>
      </label>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={LL.list.previousPage()}
        disabled={page <= 1}
        onClick={() => send({ type: 'SET_PAGE', page: page - 1 })}
      />
      <Text>{pages === null ? LL.list.pageAlone({ page }) : LL.list.pageOf({ page, pages })}</Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label={LL.list.nextPage()}
        disabled={pages === null ? !props.full : page >= pages}
        onClick={() => send({ type: 'SET_PAGE', page: page + 1 })}
      />
    </nav>
  );
}

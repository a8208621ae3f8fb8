/**
 * A small read-only table (a drawer's transitions, the dashboard's latest changes, a chart's
 * days, a partner's members): header cells and rows of cells, nothing to sort or page. The lists
 * with paging, filters and actions are DataTable's. Native table elements drawn as Fluent's small
 * Table draws them (its tokens, 34px rows, a row's hover): Fluent's Table brought ~5 kB gzip of
 * styles for sorting, selection and focus onto the first screen after sign-in, none of which a
 * table to read needs.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  table: {
    display: 'table',
    verticalAlign: 'middle',
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorSubtleBackground,
  },
  row: {
    color: tokens.colorNeutralForeground1,
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bodyRow: {
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground1Hover,
    },
    ':active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      color: tokens.colorNeutralForeground1Pressed,
    },
    '@media (forced-colors: active)': {
      ':hover': { color: 'Highlight', ...shorthands.borderColor('Highlight') },
    },
  },
  headerCell: {
    position: 'relative',
    verticalAlign: 'middle',
    padding: `0px ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
  },
  // Where Fluent lays a header's label out (its header cell's button): columns align it here.
  headerLabel: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
    minHeight: '32px',
  },
  cell: {
    position: 'relative',
    verticalAlign: 'middle',
    height: '34px',
    padding: `0px ${tokens.spacingHorizontalS}`,
  },
});

export interface PlainColumn<Row> {
  key: string;
  label: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the header cell, its button (where Fluent lays the label out) and the body cells. */
  className?: string;
  headerButtonClassName?: string;
}

export interface PlainTableProps<Row> {
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function PlainTable<Row>({ columns, rows, rowKey, ...label }: PlainTableProps<Row>) {
  const styles = useStyles();
  return (
    <table className={styles.table} {...label}>
      <thead>
        <tr className={styles.row}>
          {columns.map((column) => (
            <th key={column.key} className={mergeClasses(styles.headerCell, column.className)}>
              <div className={mergeClasses(styles.headerLabel, column.headerButtonClassName)}>
                {column.label}
              </div>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className={mergeClasses(styles.row, styles.bodyRow)}>
            {columns.map((column) => (
              <td key={column.key} className={mergeClasses(styles.cell, column.className)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The back office's one list table: columns as data, so every list shares the same markup,
// the same sideways scrolling on a narrow screen and the same accessible caption.
import type { ReactNode } from 'react';

export type Column<Row> = {
  /** Stable React key for the column. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes on the column's cells (not its header). */
  className?: string;
  /** Amounts and counts: right-aligned, figures of one width. */
  numeric?: boolean;
  /** The cell that names the row (a `th scope="row"`), so screen readers announce it with each cell. */
  rowHeader?: boolean;
};

/** A leading column of checkboxes, for lists whose rows can be chosen for a bulk action. */
export type Selection<Row> = {
  /** Hidden header text of the checkbox column. */
  header: string;
  isChosen: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** Each checkbox's accessible name. */
  label: (row: Row) => string;
};

type Variant = 'boxed' | 'plain';

/** boxed: a card of its own; plain: rules only, for a table already inside a panel. */
const styles: Record<
  Variant,
  { wrapper: string; table: string; head: string; headRow: string; row: string; cell: string }
> = {
  boxed: {
    wrapper: 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
    table: 'w-full text-left text-sm',
    head: 'bg-slate-100',
    headRow: '',
    row: 'border-t border-slate-200',
    cell: 'p-3',
  },
  plain: {
    wrapper: 'overflow-x-auto',
    table: 'w-full border-collapse text-left text-sm',
    head: '',
    headRow: 'border-b border-slate-300 text-slate-700',
    row: 'border-b border-slate-200',
    cell: 'py-2 pr-3 last:pr-0',
  },
};

function classes(...names: readonly (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  selection,
  variant = 'boxed',
  rowClassName,
}: {
  /** Read by screen readers only; names the table for journeys and assistive technology. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows; without it an empty table is drawn. */
  empty?: ReactNode;
  selection?: Selection<Row>;
  variant?: Variant;
  rowClassName?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return <p className="text-slate-700">{empty}</p>;
  const style = styles[variant];
  return (
    <div className={style.wrapper}>
      <table className={style.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.head || undefined}>
          <tr className={style.headRow || undefined}>
            {selection ? (
              <th scope="col" className={style.cell}>
                <span className="sr-only">{selection.header}</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={classes(style.cell, column.numeric && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classes(style.row, rowClassName)}>
              {selection ? (
                <td className={style.cell}>
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={selection.label(row)}
                    checked={selection.isChosen(row)}
                    onChange={() => selection.onToggle(row)}
                  />
                </td>
              ) : null}
              {columns.map((column) => {
                const className = classes(
                  style.cell,
                  column.numeric && 'text-right tabular-nums',
                  column.className,
                );
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

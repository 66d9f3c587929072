// The column that leads from a list row to its own page: the row's number as a link.
import { Link } from 'react-router';
import type { Column } from './data-table';

export function linkColumn<Row>({
  key,
  header,
  to,
  text,
  strong = false,
}: {
  key: string;
  header: string;
  to: (row: Row) => string;
  text: (row: Row) => string;
  /** Bold, for lists where the number is the row's only way in. */
  strong?: boolean;
}): Column<Row> {
  return {
    key,
    header,
    className: 'font-mono',
    cell: (row) => (
      <Link to={to(row)} className={strong ? 'font-bold text-brand underline' : 'text-brand underline'}>
        {text(row)}
      </Link>
    ),
  };
}

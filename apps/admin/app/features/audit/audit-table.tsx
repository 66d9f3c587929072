import { formatDateTime } from '@shop/domain/format';
import { auditActionLabels, type AuditEntry } from '@shop/domain/staff';
import { DataTable, type Column } from '@admin/ui/data-table';

const changeClass = 'font-mono text-xs whitespace-pre-wrap';

/** A before/after value as short readable text (JSON, without braces noise for flat objects). */
function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
      .join('\n');
  }
  return JSON.stringify(value);
}

const columns: readonly Column<AuditEntry>[] = [
  {
    key: 'at',
    header: '日時',
    className: 'whitespace-nowrap',
    cell: (entry) => formatDateTime(new Date(entry.at)),
  },
  { key: 'actor', header: '操作した人', className: 'break-all', cell: (entry) => entry.actor },
  {
    key: 'action',
    header: '操作',
    cell: (entry) => (
      <>
        {auditActionLabels[entry.action] ?? entry.action}
        <span className="block text-xs text-slate-600">{entry.action}</span>
      </>
    ),
  },
  { key: 'subject', header: '対象', cell: (entry) => `${entry.subjectType} ${entry.subjectId}` },
  { key: 'before', header: '変更前', className: changeClass, cell: (entry) => describe(entry.before) },
  { key: 'after', header: '変更後', className: changeClass, cell: (entry) => describe(entry.after) },
];

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <DataTable
      caption="操作履歴"
      variant="plain"
      rowClassName="align-top"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
}

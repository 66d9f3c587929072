import { formatDateTime } from '@shop/domain/format';
import { auditActionLabels, type AuditEntry } from '@shop/domain/staff';

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

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">操作履歴</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          <th scope="col" className="py-2 pr-3">
            日時
          </th>
          <th scope="col" className="py-2 pr-3">
            操作した人
          </th>
          <th scope="col" className="py-2 pr-3">
            操作
          </th>
          <th scope="col" className="py-2 pr-3">
            対象
          </th>
          <th scope="col" className="py-2 pr-3">
            変更前
          </th>
          <th scope="col" className="py-2">
            変更後
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-slate-200 align-top">
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(new Date(entry.at))}</td>
            <td className="py-2 pr-3 break-all">{entry.actor}</td>
            <td className="py-2 pr-3">
              {auditActionLabels[entry.action] ?? entry.action}
              <span className="block text-xs text-slate-600">{entry.action}</span>
            </td>
            <td className="py-2 pr-3">
              {entry.subjectType} {entry.subjectId}
            </td>
            <td className="py-2 pr-3 font-mono text-xs whitespace-pre-wrap">{describe(entry.before)}</td>
            <td className="py-2 font-mono text-xs whitespace-pre-wrap">{describe(entry.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

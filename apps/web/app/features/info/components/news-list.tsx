import { formatJapaneseDate, toIsoDate } from '../../../lib/format-date';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { useInfo } from '../api/get-info';

/** The shop's news: newest first, each opening in place to show its text. */
export function NewsList() {
  const { data, isPending, isError } = useInfo();

  if (isPending) {
    return <LoadingPlaceholder label="お知らせを読み込んでいます" className="h-24 rounded-xl" />;
  }
  const items = isError
    ? []
    : [...data].sort((a, b) => publishedMs(b.publishedAt) - publishedMs(a.publishedAt));
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
        現在、お知らせはありません。
      </p>
    );
  }

  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <time dateTime={toIsoDate(item.publishedAt)} className="text-xs text-slate-600">
                {formatJapaneseDate(item.publishedAt)}
              </time>
              <span className="font-bold text-slate-900 group-open:text-brand">{item.title}</span>
            </summary>
            <p className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">
              {item.body}
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}

function publishedMs(value: string | number): number {
  const ms = typeof value === 'number' ? value * 1000 : Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

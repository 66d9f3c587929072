// One reference file of the estimate form (sample1, sample2). The chosen file is held by the form
// (not by the input, which a re-render or a step change would empty) and shown by name, so it
// stays chosen after a failed send. The name and size are checked at once by the schema the API
// checks them with; the content is the server's to judge (decision 0442).
import {
  ESTIMATE_SAMPLE_EXTENSIONS,
  ESTIMATE_SAMPLE_MAX_MEGABYTES,
  estimateSampleFileProblem,
} from '@shop/domain/form-limits';
import { requestMessages } from '@shop/domain/messages';
import { describedBy, FieldShell, useFieldIds } from '../../../ui/form/field-shell';

const ACCEPT = ESTIMATE_SAMPLE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 2.4 MB, 512 KB */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The message for a file the customer picked, or null when it may be sent. */
export function sampleFileProblem(file: File): string | null {
  const problem = estimateSampleFileProblem({ name: file.name, size: file.size });
  if (problem === null) return null;
  return file.size === 0 ? requestMessages.fileEmpty : problem;
}

export function SampleFileField({
  id,
  label,
  file,
  error,
  onChoose,
  onRemove,
}: {
  id: string;
  label: string;
  file: File | undefined;
  error: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const ids = useFieldIds(id);
  const hint = `PDF・Illustrator・Photoshop・画像（JPEG・PNGなど）・ZIP、${ESTIMATE_SAMPLE_MAX_MEGABYTES}MBまで`;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      {file ? (
        <div className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="min-w-0 flex-1 break-all text-slate-900" data-testid={`${id}-chosen`}>
            {file.name}
            <span className="ml-2 text-sm text-slate-600">（{fileSizeLabel(file.size)}）</span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 shrink-0 rounded-lg px-3 font-bold text-brand hover:bg-slate-100"
            aria-label={`${label}（${file.name}）を取り消す`}
          >
            取り消す
          </button>
        </div>
      ) : null}
      {/* The native picker's own words follow the browser's language; ours are always Japanese. */}
      <input
        id={ids.control}
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className="peer sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Emptied so that choosing the same file again is seen as a change.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {file ? null : (
        <label
          htmlFor={ids.control}
          className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2 peer-focus-visible:outline-3 peer-focus-visible:outline-brand ${
            error ? 'border-red-600 bg-red-50' : 'border-slate-300'
          }`}
        >
          <span className="shrink-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-1 font-bold text-slate-900">
            ファイルを選ぶ
          </span>
          <span className="text-sm text-slate-600">選択されていません</span>
        </label>
      )}
    </FieldShell>
  );
}

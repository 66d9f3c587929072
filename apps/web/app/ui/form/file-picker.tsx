// A file field in the shop's own words. The browser's picker writes its button and "no file" text
// in the browser's language (a Chromium set to English says "Choose File"), so the input is hidden
// and a label in Japanese opens it. The chosen file is held by the caller, not by the input (which
// a re-render would empty), and shown by name and size with a way to take it back.

/** 2.4 MB, 512 KB */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function FilePicker({
  id,
  label,
  file,
  accept,
  invalid = false,
  disabled = false,
  describedBy,
  autoFocus = false,
  onChoose,
  onRemove,
}: {
  /** The input's id, which the field's own label may point at. */
  id: string;
  /** The field's name, for the remove button's spoken label. */
  label: string;
  file: File | null | undefined;
  accept: string;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** Marks the input as the dialog's first focus (see ui/form/dialog.tsx). */
  autoFocus?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  return (
    <>
      {file ? (
        <div className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="min-w-0 flex-1 break-all text-slate-900" data-testid={`${id}-chosen`}>
            {file.name}
            <span className="ml-2 text-sm text-slate-600">（{fileSizeLabel(file.size)}）</span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            className="min-h-11 shrink-0 rounded-lg px-3 font-bold text-brand hover:bg-slate-100 disabled:text-slate-400"
            aria-label={`${label}（${file.name}）を取り消す`}
          >
            取り消す
          </button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        data-autofocus={autoFocus ? true : undefined}
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
          htmlFor={id}
          className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2 peer-focus-visible:outline-3 peer-focus-visible:outline-brand ${
            invalid ? 'border-red-600 bg-red-50' : 'border-slate-300'
          }`}
        >
          <span className="shrink-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-1 font-bold text-slate-900">
            ファイルを選ぶ
          </span>
          <span className="text-sm text-slate-600">選択されていません</span>
        </label>
      )}
    </>
  );
}

// One reference file of the estimate form (sample1, sample2). The chosen file is held by the form
// (not by the input, which a step change would empty), so it stays chosen after a failed send.
// The name and size are checked at once by the schema the API checks them with; the content is
// the server's to judge (decision 0442).
import {
  ESTIMATE_SAMPLE_EXTENSIONS,
  ESTIMATE_SAMPLE_MAX_MEGABYTES,
  estimateSampleFileProblem,
} from '@shop/domain/form-limits';
import { requestMessages } from '@shop/domain/messages';
import { describedBy, FieldShell, useFieldIds } from '../../../ui/form/field-shell';
import { FilePicker } from '../../../ui/form/file-picker';

const ACCEPT = ESTIMATE_SAMPLE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

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
      <FilePicker
        id={ids.control}
        label={label}
        file={file}
        accept={ACCEPT}
        invalid={Boolean(error)}
        describedBy={describedBy(ids, hint, error)}
        onChoose={onChoose}
        onRemove={onRemove}
      />
    </FieldShell>
  );
}

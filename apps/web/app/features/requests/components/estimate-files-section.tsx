// The estimate request's reference files (two at most): chosen files live beside the form, not in
// it, because a File cannot be kept in the draft (decision 0662); their messages come from the
// same checks as the sample request's and from the server.
import { useCallback, useState } from 'react';
import {
  SAMPLE_FILE_FIELDS,
  type SampleFileField as FileField,
  type SampleFiles,
} from '../api/send-estimate-request';
import { FormSection } from './request-parts';
import { SampleFileField, sampleFileProblem } from './sample-file-field';

const FILE_LABELS: Record<FileField, string> = { sample1: '参考ファイル1', sample2: '参考ファイル2' };

type FileErrors = Partial<Record<FileField, string>>;

export function useEstimateFiles(kept: SampleFiles | undefined) {
  const [files, setFiles] = useState<SampleFiles>(kept ?? {});
  const [errors, setErrors] = useState<FileErrors>({});

  const choose = (field: FileField, file: File) => {
    const problem = sampleFileProblem(file);
    setErrors((current) => ({ ...current, [field]: problem ?? undefined }));
    if (problem === null) setFiles((current) => ({ ...current, [field]: file }));
  };
  const remove = (field: FileField) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFiles((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  /** A server message about files goes under its file; `files` ("more than two") under the first. */
  const showServerError = useCallback((field: string, message: string) => {
    const target = field === 'files' ? 'sample1' : field;
    if (target !== 'sample1' && target !== 'sample2') return false;
    setErrors((current) => ({ ...current, [target]: message }));
    return true;
  }, []);
  return { files, errors, choose, remove, showServerError };
}

export function EstimateFilesSection({ files, errors, choose, remove }: ReturnType<typeof useEstimateFiles>) {
  return (
    <FormSection title="参考ファイル（2点まで）">
      <p className="text-sm leading-relaxed text-slate-600">
        デザインのデータや、イメージに近い写真などをお送りいただくと、より正確にお見積りできます。
      </p>
      {SAMPLE_FILE_FIELDS.map((field) => (
        <SampleFileField
          key={field}
          id={`estimate-${field}`}
          label={FILE_LABELS[field]}
          file={files[field]}
          error={errors[field]}
          onChoose={(file) => choose(field, file)}
          onRemove={() => remove(field)}
        />
      ))}
    </FormSection>
  );
}

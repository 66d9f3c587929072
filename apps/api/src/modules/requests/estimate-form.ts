// The json part of POST /request-estimate. Spec point 7 sends deliveryTo "converted from
// prefecture code to label"; the shared schema holds the code. So the label ('東京都') is taken
// back to its code for validation (a code is accepted too), and the stored form keeps the label
// staff read plus the code (decision 0441).
import { estimateRequestSchema, type EstimateRequest } from '@shop/domain/forms';
import { apiMessages } from '@shop/domain/messages';
import { isPrefectureCode, prefectureCode, prefectureLabel } from '@shop/domain/prefectures';
import { fieldErrorsOf, type FieldErrors } from '@shop/domain/validation';

export type StoredEstimateRequest = Omit<EstimateRequest, 'deliveryTo'> & {
  /** The prefecture's name, as spec point 7 sends it: 東京都. */
  deliveryTo: string;
  deliveryToCode: string;
};

/** '東京都' → '13'; a code or anything else is left for the schema to judge. */
function deliveryToCode(value: unknown): unknown {
  if (typeof value !== 'string' || isPrefectureCode(value.trim())) return value;
  const code = prefectureCode(value);
  return code === '00' ? value : code;
}

export type EstimateFormResult =
  { success: true; form: StoredEstimateRequest } | { success: false; errors: FieldErrors };

export function parseEstimateForm(json: unknown): EstimateFormResult {
  // No json part at all: every required field is reported missing.
  const object = json === undefined ? {} : json;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    return { success: false, errors: { json: apiMessages.malformedJson } };
  }
  const fields = object as Record<string, unknown>;
  const parsed = estimateRequestSchema.safeParse({
    ...fields,
    deliveryTo: deliveryToCode(fields.deliveryTo),
  });
  if (!parsed.success) return { success: false, errors: fieldErrorsOf(parsed.error) };
  const { deliveryTo, ...rest } = parsed.data;
  return {
    success: true,
    form: { ...rest, deliveryTo: prefectureLabel(deliveryTo), deliveryToCode: deliveryTo },
  };
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A stored request's form read back for staff (the inbox). It was checked when it came in; a row
 * written before a field existed reads that field as unanswered rather than failing the inbox.
 */
export function storedEstimateForm(json: unknown): StoredEstimateRequest {
  const form = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
  const field = (name: string) => textOf((form as Record<string, unknown>)[name]);
  return {
    purpose: field('purpose'),
    adhesive: field('adhesive'),
    placement: field('placement'),
    placementEtc: field('placementEtc'),
    material: field('material'),
    sizeX: Number(field('sizeX')) || 0,
    sizeY: Number(field('sizeY')) || 0,
    shape: field('shape'),
    whiteInk: field('whiteInk'),
    color: field('color'),
    tokusyoku: field('tokusyoku'),
    tokusyokuText: field('tokusyokuText'),
    lamination: field('lamination'),
    specialProcessing: field('specialProcessing'),
    num0: field('num0'),
    num1: field('num1'),
    num2: field('num2'),
    deliveryForm: field('deliveryForm'),
    rollRoll: field('rollRoll'),
    rollPlacement: field('rollPlacement'),
    rollSize: field('rollSize'),
    packaging: field('packaging'),
    submission: field('submission'),
    deliveryTo: field('deliveryTo'),
    deliveryToCode: field('deliveryToCode'),
    isHurry: (form as Record<string, unknown>).isHurry === true,
    etc: field('etc'),
    organization: field('organization'),
    familyName: field('familyName'),
    givenName: field('givenName'),
    tel: field('tel'),
    email: field('email'),
  };
}

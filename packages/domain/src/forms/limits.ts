// The forms' limits and fixed choices, apart from their zod schemas so that a page can show a
// form (lengths, choices, the file types it takes) without loading zod; the schema comes later,
// for the first check (decision 0560).

export const FIELD_MAX = {
  organization: 100,
  name: 30,
  fullName: 60,
  city: 50,
  addressLine: 100,
  message: 2000,
  shortAnswer: 100,
} as const;

/** 注文前: before ordering (the default); 注文後: about an order already placed. */
export const CONTACT_ORDER_STATUSES = ['注文前', '注文後'] as const;
export type ContactOrderStatus = (typeof CONTACT_ORDER_STATUSES)[number];
export const DEFAULT_CONTACT_ORDER_STATUS: ContactOrderStatus = '注文前';
/** About an order already placed: the form then asks for the order's number. */
export const CONTACT_ABOUT_AN_ORDER: ContactOrderStatus = '注文後';

/** The choice that asks for free text beside it (placement → placementEtc). */
export const OTHER_CHOICE = 'その他';
/** Spot colour (特色) wanted: tokusyokuText says which. */
export const TOKUSYOKU_CHOICES = ['なし', 'あり'] as const;

export const ESTIMATE_SIZE_MAX_MM = 10_000;
export const ESTIMATE_QUANTITY_MAX = 10_000_000;

/** sample1 and sample2: reference files (artwork, photos of an existing sticker). */
export const ESTIMATE_SAMPLE_MAX_MEGABYTES = 10;
export const ESTIMATE_SAMPLE_EXTENSIONS = [
  'pdf',
  'ai',
  'eps',
  'psd',
  'svg',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'tif',
  'tiff',
  'heic',
  'zip',
] as const;

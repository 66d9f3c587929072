export {
  PREFECTURES,
  PREFECTURE_CODES,
  UNKNOWN_PREFECTURE_CODE,
  isPrefectureCode,
  prefectureCode,
  prefectureLabel,
  type PrefectureCode,
  type PrefectureLabel,
} from './prefectures.ts';
export { chosenPrefectureCodeSchema, prefectureCodeSchema } from './schema.ts';

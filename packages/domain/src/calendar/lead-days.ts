// The carrier's lead time from the shop's shipping point (東京都) to each prefecture, in calendar
// days after the shipping day: the carriers deliver on weekends and holidays. Composed from Yamato
// Transport's published 宅急便 delivery-day table for parcels handed over in 東京都, taking the
// later day where a prefecture is split (docs/decisions/0804-arrival-day-per-prefecture.md).
import type { PrefectureCode } from '../prefectures/index.ts';

export type DestinationPrefecture = Exclude<PrefectureCode, '00'>;

export interface PrefectureLeadTime {
  /** Calendar days from the shipping day to delivery on the prefecture's main land. */
  days: number;
  /** The prefecture has inhabited islands the carrier reaches later (by ship or small plane). */
  remoteIslands: boolean;
}

const nextDay = { days: 1, remoteIslands: false } as const;
const nextDayIslands = { days: 1, remoteIslands: true } as const;
const dayAfter = { days: 2, remoteIslands: false } as const;
const dayAfterIslands = { days: 2, remoteIslands: true } as const;

export const leadTimeByPrefecture: Readonly<Record<DestinationPrefecture, PrefectureLeadTime>> = {
  '01': dayAfterIslands, // 北海道 (利尻・礼文・奥尻)
  '02': nextDay,
  '03': nextDay,
  '04': nextDay,
  '05': nextDay,
  '06': nextDay,
  '07': nextDay,
  '08': nextDay,
  '09': nextDay,
  '10': nextDay,
  '11': nextDay,
  '12': nextDay,
  '13': nextDayIslands, // 東京都 (伊豆諸島・小笠原諸島)
  '14': nextDay,
  '15': nextDayIslands, // 新潟県 (佐渡・粟島)
  '16': nextDay,
  '17': nextDay,
  '18': nextDay,
  '19': nextDay,
  '20': nextDay,
  '21': nextDay,
  '22': nextDay,
  '23': nextDay,
  '24': nextDayIslands, // 三重県 (答志島・神島)
  '25': nextDay,
  '26': nextDay,
  '27': nextDay,
  '28': nextDay,
  '29': nextDay,
  '30': nextDay,
  '31': nextDay,
  '32': nextDayIslands, // 島根県 (隠岐)
  '33': nextDay,
  '34': nextDay,
  '35': dayAfter,
  '36': nextDay,
  '37': nextDayIslands, // 香川県 (小豆島・直島)
  '38': nextDay,
  '39': dayAfter,
  '40': nextDay,
  '41': dayAfter,
  '42': dayAfterIslands, // 長崎県 (五島・対馬・壱岐)
  '43': dayAfter,
  '44': dayAfter,
  '45': dayAfter,
  '46': dayAfterIslands, // 鹿児島県 (屋久島・奄美群島)
  '47': { days: 3, remoteIslands: true }, // 沖縄県 (宮古・八重山・大東)
};

export function isDestinationPrefecture(code: string): code is DestinationPrefecture {
  return Object.hasOwn(leadTimeByPrefecture, code);
}

/** An address's prefecture code (addressLevel1) as a destination, or null when it names none. */
export function destinationPrefectureOf(code: string | null | undefined): DestinationPrefecture | null {
  return code && isDestinationPrefecture(code) ? code : null;
}

import type { Holiday } from './business-days.ts';

/** Japan's national holidays of 2026 (as @holiday-jp/holiday_jp lists them: 18 days). */
export const nationalHolidays2026: Holiday[] = [
  { day: '2026-01-01', description: '元日' },
  { day: '2026-01-12', description: '成人の日' },
  { day: '2026-02-11', description: '建国記念の日' },
  { day: '2026-02-23', description: '天皇誕生日' },
  { day: '2026-03-20', description: '春分の日' },
  { day: '2026-04-29', description: '昭和の日' },
  { day: '2026-05-03', description: '憲法記念日' },
  { day: '2026-05-04', description: 'みどりの日' },
  { day: '2026-05-05', description: 'こどもの日' },
  { day: '2026-05-06', description: '振替休日' },
  { day: '2026-07-20', description: '海の日' },
  { day: '2026-08-11', description: '山の日' },
  { day: '2026-09-21', description: '敬老の日' },
  { day: '2026-09-22', description: '国民の休日' },
  { day: '2026-09-23', description: '秋分の日' },
  { day: '2026-10-12', description: 'スポーツの日' },
  { day: '2026-11-03', description: '文化の日' },
  { day: '2026-11-23', description: '勤労感謝の日' },
];

/** The shop's own closure over the new year, and the first holidays of 2027. */
export const yearEnd2026: Holiday[] = [
  { day: '2026-12-29', description: '年末年始休業' },
  { day: '2026-12-30', description: '年末年始休業' },
  { day: '2026-12-31', description: '年末年始休業' },
  { day: '2027-01-01', description: '元日' },
  { day: '2027-01-02', description: '年末年始休業' },
  { day: '2027-01-03', description: '年末年始休業' },
  { day: '2027-01-11', description: '成人の日' },
];

export const holidays2026: Holiday[] = [...nationalHolidays2026, ...yearEnd2026];

/** An instant given as Tokyo wall-clock time, e.g. tokyo('2026-04-30 13:59'). */
export function tokyo(wallClock: string): Date {
  return new Date(`${wallClock.replace(' ', 'T')}:00+09:00`);
}

import holidayJp from '@holiday-jp/holiday_jp';

export interface HolidaySeed {
  day: string;
  description: string;
}

/**
 * National holidays from @holiday-jp/holiday_jp, plus the shop's year-end closing (12/29–1/3),
 * as almost every Japanese print shop closes then (docs/decisions/0002-business-calendar.md).
 */
export function holidaySeeds(fromYear: number, toYear: number): HolidaySeed[] {
  const byDay = new Map<string, string>();
  for (const holiday of holidayJp.between(new Date(`${fromYear}-01-01`), new Date(`${toYear}-12-31`))) {
    // The package gives each holiday as 00:00 UTC of its calendar day.
    byDay.set(holiday.date.toISOString().slice(0, 10), holiday.name);
  }
  for (let year = fromYear; year <= toYear; year++) {
    for (const day of [
      `${year}-12-29`,
      `${year}-12-30`,
      `${year}-12-31`,
      `${year}-01-01`,
      `${year}-01-02`,
      `${year}-01-03`,
    ]) {
      if (!byDay.has(day)) byDay.set(day, '年末年始休業');
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, description]) => ({ day, description }));
}

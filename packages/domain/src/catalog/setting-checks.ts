import type { OptionGroup } from './choice-schema.ts';
import type { OptionGroupName } from './option-groups.ts';
import type { DeliveryDateOption, EnabledNums, PriceRow, Shape, SizeClass, SizeSpec } from './size-schema.ts';

/** The parts of a setting the consistency checks read (the schema's output before refinement). */
export interface SettingShape {
  spec: SizeSpec | null;
  sizeClasses: SizeClass[];
  shapes: Shape[];
  priceTable: PriceRow[];
  enabledNums: EnabledNums[];
  deliveryDates: DeliveryDateOption[];
  options: Partial<Record<OptionGroupName, OptionGroup>>;
  restrictions: {
    fastDelivery?: { days: number; formatIds: number[] } | undefined;
    cutlineService?: { formatIds: number[] } | undefined;
    deliveryForm?: { allowedIds: number[] } | undefined;
  };
}

export interface SettingIssue {
  path: (string | number)[];
  message: string;
}

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: (string | number)[] }): void;
}

/**
 * Consistency of a product setting. The price engine relies on these so that its guarantees
 * (more pieces or a bigger size never cost less; the unit price never rises with quantity;
 * faster delivery never costs less) hold for every product that passes the schema.
 */
export function settingIssues(setting: SettingShape): SettingIssue[] {
  return [
    ...sizeClassIssues(setting),
    ...priceTableIssues(setting),
    ...enabledNumsIssues(setting),
    ...shapeIssues(setting),
    ...deliveryIssues(setting.deliveryDates),
    ...restrictionIssues(setting),
  ];
}

export function checkSetting(setting: SettingShape, ctx: IssueSink): void {
  for (const issue of settingIssues(setting)) ctx.addIssue({ code: 'custom', ...issue });
}

function sizeClassIssues({ sizeClasses, spec }: SettingShape): SettingIssue[] {
  const issues: SettingIssue[] = [];
  if (new Set(sizeClasses.map((c) => c.id)).size !== sizeClasses.length) {
    issues.push({ path: ['sizeClasses'], message: 'size class ids must be unique' });
  }
  sizeClasses.forEach((sizeClass, index) => {
    const previous = sizeClasses[index - 1];
    if (previous && previous.longMax >= sizeClass.longMax) {
      issues.push({ path: ['sizeClasses', index], message: 'size classes must be in ascending longMax' });
    }
  });
  const largest = sizeClasses.at(-1);
  if (spec && (!largest || largest.longMax < spec.longMax)) {
    issues.push({ path: ['sizeClasses'], message: 'every size allowed by spec must fall in a size class' });
  }
  return issues;
}

function priceTableIssues({ priceTable, sizeClasses }: SettingShape): SettingIssue[] {
  const issues: SettingIssue[] = [];
  const classOrder = new Map(sizeClasses.map((c, index) => [c.id, index]));
  const seen = new Set<number>();
  priceTable.forEach((row, rowIndex) => {
    if (!classOrder.has(row.size))
      issues.push({ path: ['priceTable', rowIndex], message: 'unknown size class' });
    if (seen.has(row.size))
      issues.push({ path: ['priceTable', rowIndex], message: 'one row per size class' });
    seen.add(row.size);
    row.prices.forEach((cell, index) => {
      const previous = row.prices[index - 1];
      if (!previous) return;
      const path = ['priceTable', rowIndex, 'prices', index];
      if (previous.num >= cell.num) issues.push({ path, message: 'quantities must ascend' });
      if (previous.price > cell.price) issues.push({ path, message: 'a larger quantity must not cost less' });
      // Cross-multiplied to stay in integers: price/num must not rise.
      if (cell.price * previous.num > previous.price * cell.num) {
        issues.push({ path, message: 'the unit price must not rise with quantity' });
      }
    });
  });
  const rows = [...priceTable].sort((a, b) => (classOrder.get(a.size) ?? 0) - (classOrder.get(b.size) ?? 0));
  rows.forEach((smaller, index) => {
    for (const larger of rows.slice(index + 1)) {
      for (const cell of smaller.prices) {
        const other = larger.prices.find((p) => p.num === cell.num);
        if (other && other.price < cell.price) {
          issues.push({
            path: ['priceTable'],
            message: `size ${larger.size} must not cost less than size ${smaller.size} for ${cell.num} pieces`,
          });
        }
      }
    }
  });
  return issues;
}

function enabledNumsIssues({ enabledNums, sizeClasses, priceTable }: SettingShape): SettingIssue[] {
  const issues: SettingIssue[] = [];
  enabledNums.forEach((entry, index) => {
    const sizeClass = sizeClasses.find((c) => c.id === entry.id);
    if (!sizeClass) {
      issues.push({ path: ['enabledNums', index], message: 'unknown size class' });
      return;
    }
    if (sizeClass.sizeName !== entry.sizeName) {
      issues.push({
        path: ['enabledNums', index, 'sizeName'],
        message: 'sizeName must match the size class',
      });
    }
    const row = priceTable.find((r) => r.size === entry.id);
    for (const num of entry.nums) {
      if (!row?.prices.some((p) => p.num === num)) {
        issues.push({ path: ['enabledNums', index, 'nums'], message: `no price for ${num} pieces` });
      }
    }
  });
  return issues;
}

function shapeIssues({ shapes, sizeClasses }: SettingShape): SettingIssue[] {
  const issues: SettingIssue[] = [];
  if (new Set(shapes.map((s) => s.id)).size !== shapes.length) {
    issues.push({ path: ['shapes'], message: 'shape ids must be unique' });
  }
  shapes.forEach((shape, index) => {
    if (!sizeClasses.some((c) => c.id === shape.sealSize)) {
      issues.push({ path: ['shapes', index, 'sealSize'], message: 'sealSize must be a size class' });
    }
  });
  return issues;
}

function deliveryIssues(deliveryDates: DeliveryDateOption[]): SettingIssue[] {
  const issues: SettingIssue[] = [];
  if (new Set(deliveryDates.map((d) => d.days)).size !== deliveryDates.length) {
    issues.push({ path: ['deliveryDates'], message: 'delivery days must be unique' });
  }
  for (const faster of deliveryDates) {
    for (const slower of deliveryDates) {
      if (faster.days < slower.days && faster.ratePercent < slower.ratePercent) {
        issues.push({ path: ['deliveryDates'], message: 'faster delivery must not cost less' });
      }
    }
  }
  return issues;
}

function restrictionIssues({ restrictions, options }: SettingShape): SettingIssue[] {
  const issues: SettingIssue[] = [];
  const has = (group: OptionGroupName, ids: number[]) =>
    ids.every((id) => options[group]?.choices.some((choice) => choice.id === id) ?? false);
  const { fastDelivery, cutlineService, deliveryForm } = restrictions;
  if (fastDelivery && !has('format', fastDelivery.formatIds)) {
    issues.push({ path: ['restrictions', 'fastDelivery'], message: 'unknown format choice' });
  }
  if (cutlineService && (!options.cutlineService || !has('format', cutlineService.formatIds))) {
    issues.push({
      path: ['restrictions', 'cutlineService'],
      message: 'unknown format or no cut-line service',
    });
  }
  if (deliveryForm && !has('deliveryForm', deliveryForm.allowedIds)) {
    issues.push({ path: ['restrictions', 'deliveryForm'], message: 'unknown delivery form choice' });
  }
  return issues;
}

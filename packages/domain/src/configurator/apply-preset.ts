import {
  findChoice,
  isSizedProductType,
  optionGroupNames,
  type Preset,
  type Product,
} from '@shop/domain/catalog';
import { lookupShape } from '@shop/domain/size';
import type { CurrentItem } from './current-item.ts';
import { productSteps } from './steps.ts';
import { touchStep } from './touch-step.ts';

/**
 * Opens the configurator on a purpose or gallery configuration: the preset's answers are taken
 * and their steps touched; the optional groups it leaves out count as answered "no" (touched,
 * nothing chosen); required groups it leaves out stay open for the customer.
 */
export function applyPreset(product: Product, item: CurrentItem, preset: Preset): CurrentItem {
  let next: CurrentItem = { ...item };
  if (isSizedProductType(product.productType) && preset.sizeX && preset.sizeY) {
    next = touchStep({ ...next, sizeX: preset.sizeX, sizeY: preset.sizeY }, 'size');
  }
  const shape = preset.shapeId ? lookupShape(product, preset.shapeId) : null;
  if (shape) next = touchStep({ ...next, shape }, 'shape');
  for (const group of optionGroupNames) {
    const offered = product.setting.options[group];
    if (!offered) continue;
    const id = preset.options[group];
    const choice = id === undefined ? undefined : findChoice(product, group, id);
    if (choice) next = touchStep({ ...next, [group]: { id: choice.id, name: choice.name } }, group);
    else if (!offered.required) next = touchStep(next, group);
  }
  const days = preset.deliveryDateProduct;
  if (days !== undefined && product.setting.deliveryDates.some((option) => option.days === days)) {
    next = touchStep({ ...next, deliveryDateProduct: days }, 'deliveryDate');
  }
  if (preset.num) next = touchStep({ ...next, num: preset.num }, 'num');
  // Only the product's own steps can be touched.
  const offeredSteps = new Set(productSteps(product));
  for (const step of Object.keys(next.progress) as (keyof CurrentItem['progress'])[]) {
    if (!offeredSteps.has(step) && next.progress[step].touched) {
      next = { ...next, progress: { ...next.progress, [step]: { ...next.progress[step], touched: false } } };
    }
  }
  return next;
}

// 「仕様を変えてリピート注文」 (issue 23 point 5): an order's choices as a preset the configurator opens
// with, so quantity, delivery speed, size and options can change before it goes to the cart. The
// item passed is the repeat item (the spec's repeat rules already applied: services none,
// free-format reset, product 261's 3 days become 5); its repeatId travels beside the preset.
import { optionGroupNames, type Preset } from '@shop/domain/catalog';
import type { CurrentItem } from './current-item.ts';

export function reorderPreset(item: CurrentItem): Preset {
  const options: Preset['options'] = {};
  for (const group of optionGroupNames) {
    const chosen = item[group];
    if (chosen) options[group] = chosen.id;
  }
  return {
    ...(Number.isInteger(item.sizeX) && Number.isInteger(item.sizeY) && item.sizeX > 0 && item.sizeY > 0
      ? { sizeX: item.sizeX, sizeY: item.sizeY }
      : {}),
    ...(item.shape ? { shapeId: item.shape.id } : {}),
    ...(item.num > 0 ? { num: item.num } : {}),
    deliveryDateProduct: item.deliveryDateProduct,
    options,
  };
}

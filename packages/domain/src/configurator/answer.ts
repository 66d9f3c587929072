import { findChoice, type OptionGroupName, type Product } from '@shop/domain/catalog';
import { lookupShape, parseSizeInput } from '@shop/domain/size';
import type { ConfiguratorAction } from './actions.ts';
import { applyPreset } from './apply-preset.ts';
import type { CurrentItem } from './current-item.ts';
import { clearOptionValue } from './progress.ts';
import { itemNameError } from './item-name.ts';
import { newCurrentItem } from './new-current-item.ts';
import { normalizeNum } from './num.ts';
import { defaultNumbering } from './numbering.ts';
import type { StepName } from './steps.ts';
import { touchStep } from './touch-step.ts';

/** Spec point 4: a step can be answered only once it is active (the previous one touched). */
const isOpen = (item: CurrentItem, step: StepName) => item.progress[step].active;

/**
 * Records the customer's answer on the item, before anything is derived from it. Returns the
 * same item when the action changes nothing (a closed step, a choice the product does not offer),
 * so the reducer can hand back the same state and React skips the render.
 */
export function answer(product: Product, item: CurrentItem, action: ConfiguratorAction): CurrentItem {
  switch (action.type) {
    case 'setSize': {
      if (!isOpen(item, 'size')) return item;
      const sizeX = parseSizeInput(action.sizeX);
      const sizeY = parseSizeInput(action.sizeY);
      const entered = { ...item, sizeX, sizeY };
      return sizeX !== 0 && sizeY !== 0 ? touchStep(entered, 'size') : entered;
    }
    case 'selectOption':
      return action.group === 'shape'
        ? selectShape(product, item, action.value)
        : selectOption(product, item, action.group, action.value);
    case 'setDeliveryDate': {
      const offered = product.setting.deliveryDates.some((option) => option.days === action.days);
      if (!offered || !isOpen(item, 'deliveryDate')) return item;
      return touchStep({ ...item, deliveryDateProduct: action.days }, 'deliveryDate');
    }
    case 'setNum':
      if (!isOpen(item, 'num')) return item;
      return touchStep({ ...item, num: normalizeNum(action.num, item.enabledNums) }, 'num');
    case 'setName':
      return { ...item, name: action.name, nameError: itemNameError(action.name) };
    case 'setNumbering':
      if (product.productType !== 'numbering') return item;
      return { ...item, numbering: { ...(item.numbering ?? defaultNumbering), ...action.numbering } };
    case 'setShippingDate':
      return { ...item, shippingDate: action.shippingDate };
    case 'setPickedImage':
      return item.pickedImage === action.key ? item : { ...item, pickedImage: action.key };
    case 'touch':
      return isOpen(item, action.step) ? touchStep(item, action.step) : item;
    case 'receiveEnabledNums': {
      const { enabledNums } = action;
      // A late answer for a size the customer has since changed is dropped.
      if (enabledNums && enabledNums.id !== item.size) return item;
      return { ...item, enabledNums, num: normalizeNum(item.num, enabledNums) };
    }
    case 'applyPreset':
      return applyPreset(product, item, action.preset);
    case 'reset':
      return newCurrentItem(product);
  }
}

function selectShape(product: Product, item: CurrentItem, value: number): CurrentItem {
  if (!isOpen(item, 'shape')) return item;
  if (value === clearOptionValue) return touchStep({ ...item, shape: null }, 'shape');
  const shape = lookupShape(product, value);
  return shape ? touchStep({ ...item, shape }, 'shape') : item;
}

function selectOption(
  product: Product,
  item: CurrentItem,
  group: OptionGroupName,
  value: number,
): CurrentItem {
  if (!isOpen(item, group)) return item;
  if (value === clearOptionValue) return touchStep({ ...item, [group]: null }, group);
  const choice = findChoice(product, group, value);
  return choice ? touchStep({ ...item, [group]: { id: choice.id, name: choice.name } }, group) : item;
}

import type { MaterialLook } from '../material-look.ts';
import type { ProductInput } from '../product.ts';
import type { ProductSettingInput } from '../setting-schema.ts';
import { buildEnabledNums, buildPriceTable } from './price-curve.ts';
import {
  stickerCurve,
  stickerDeliveryDates,
  stickerQuantities,
  stickerQuantityLimit,
  stickerSizeClasses,
  stickerSpec,
} from './sizes.ts';

interface StickerProductFacts {
  id: number;
  name: string;
  nameDetail: string;
  slug: string;
  description: string;
  features: string[];
  /** Price relative to white PP (clear film 7–21% dearer, MARKET.md). */
  material: number;
  /** How the film or paper looks in the preview; white film unless said. */
  look?: MaterialLook;
  options: ProductSettingInput['options'];
  restrictions?: ProductSettingInput['restrictions'];
  repeatDelivery?: ProductSettingInput['repeatDelivery'];
}

/** A general sticker sized in mm, with the common size classes, quantities and delivery options. */
export function stickerProduct(facts: StickerProductFacts): ProductInput {
  return {
    id: facts.id,
    name: facts.name,
    nameDetail: facts.nameDetail,
    productType: 'general',
    setting: {
      slug: facts.slug,
      description: facts.description,
      features: facts.features,
      look: facts.look ?? 'white',
      spec: stickerSpec,
      sizeClasses: stickerSizeClasses,
      priceTable: buildPriceTable(stickerCurve(facts.material), stickerSizeClasses, stickerQuantities),
      enabledNums: buildEnabledNums(stickerSizeClasses, stickerQuantities, stickerQuantityLimit),
      deliveryDates: stickerDeliveryDates,
      options: facts.options,
      restrictions: facts.restrictions ?? {},
      repeatDelivery: facts.repeatDelivery ?? null,
    },
  };
}

import {
  findChoice,
  findProduct,
  optionGroupLabel,
  optionGroupNames,
  sampleCatalogueSource,
  samplePurposes,
  type ProductInput,
  type Purpose,
} from '@shop/domain/catalog';
import { paths } from '../../config/paths';

/** The query parameter of a material page that opens it with a purpose's configuration. */
export const PURPOSE_PARAM = paths.material.params.purpose;

export const purposes: readonly Purpose[] = samplePurposes;

export function findPurpose(slug: string | null | undefined): Purpose | undefined {
  return slug ? purposes.find((purpose) => purpose.slug === slug) : undefined;
}

/**
 * The product a purpose recommends (the purposes are written for the shop's catalogue), as written
 * in the sample source: names, slugs and choices, without loading zod (decision 0560).
 */
export function purposeProduct(purpose: Purpose): ProductInput | undefined {
  return findProduct(sampleCatalogueSource, purpose.productId);
}

/** /materials/{name}?preset={purpose}: the configurator opened with the purpose's answers. */
export function purposeConfiguratorHref(purpose: Purpose): string {
  const product = purposeProduct(purpose);
  const material = product?.setting.slug ?? String(purpose.productId);
  return `${paths.material.href(material)}?${new URLSearchParams({ [PURPOSE_PARAM]: purpose.slug }).toString()}`;
}

/** The recommended configuration in words, as a list of label and value. */
export function purposeSpec(purpose: Purpose): { label: string; value: string }[] {
  const product = purposeProduct(purpose);
  if (!product) return [];
  const { preset } = purpose;
  const lines = [{ label: '素材', value: product.name }];
  if (preset.sizeX && preset.sizeY)
    lines.push({ label: 'サイズ', value: `${preset.sizeX}×${preset.sizeY}mm` });
  const shape = product.setting.shapes?.find((candidate) => candidate.id === preset.shapeId);
  if (shape) lines.push({ label: '形・サイズ', value: shape.name });
  for (const group of optionGroupNames) {
    const id = preset.options[group];
    const choice = id === undefined ? undefined : findChoice(product, group, id);
    if (choice && !choice.none) lines.push({ label: optionGroupLabel(product, group), value: choice.name });
  }
  if (preset.deliveryDateProduct !== undefined) {
    lines.push({ label: '納期', value: `${preset.deliveryDateProduct}営業日以内発送` });
  }
  if (preset.num) lines.push({ label: '枚数', value: `${preset.num.toLocaleString('ja-JP')}枚` });
  return lines;
}

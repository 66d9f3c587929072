import { findProduct, sampleCatalogueSource, sampleGallery, type GalleryItem } from '@shop/domain/catalog';
import { paths } from '../../config/paths';

/** The query parameter of a material page that opens it with a gallery work's configuration. */
export const WORK_PARAM = paths.material.params.work;

export const works: readonly GalleryItem[] = sampleGallery;

export function findWork(id: string | null | undefined): GalleryItem | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return works.find((work) => work.id === Number(id));
}

export function workProductName(work: GalleryItem): string | undefined {
  return findProduct(sampleCatalogueSource, work.productId)?.name;
}

/** /materials/{name}?work={id}: the configurator opened with the work's configuration. */
export function workConfiguratorHref(work: GalleryItem): string {
  const material = findProduct(sampleCatalogueSource, work.productId)?.setting.slug ?? String(work.productId);
  return `${paths.material.href(material)}?${new URLSearchParams({ [WORK_PARAM]: String(work.id) }).toString()}`;
}

/**
 * The artwork as an image source. It is our own generated SVG, but it is still shown through an
 * <img> (a data: URI: no script runs, nothing reaches the page's DOM) rather than as markup.
 */
export function artworkSrc(work: GalleryItem): string {
  return `data:image/svg+xml,${encodeURIComponent(work.svg)}`;
}

import { productSchema } from '@shop/domain/catalog';
export const f = (d: unknown) => productSchema.parse(d);

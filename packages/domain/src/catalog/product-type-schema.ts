// The product type as a zod schema, apart from product-type.ts (decision 0560).
import { z } from 'zod';
import { productTypes } from './product-type.ts';

export const productTypeSchema = z.enum(productTypes);

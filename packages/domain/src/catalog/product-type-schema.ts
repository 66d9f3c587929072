import { z } from 'zod/mini';
import { productTypes } from './product-type.ts';

export const productTypeSchema = z.enum(productTypes);

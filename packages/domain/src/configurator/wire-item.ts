import { z } from 'zod/mini';
import { currentItemSchema, estimateDataSchema } from './current-item.ts';
import { estimateRecordSchema } from './estimate-record.ts';

/** Spec point 7: an item is sent with `estimate` and `estimateData` as JSON strings. */
function jsonText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value; // left as text, so the inner schema reports it as the wrong type
      }
    }),
    schema,
  );
}

/**
 * The current item as POST /v2/calcprice and POST /v2/purchase receive it: the same schema,
 * except that the estimate and the estimate data may come as JSON text.
 */
export const currentItemWireSchema = z.extend(currentItemSchema, {
  estimate: jsonText(z._default(z.nullable(estimateRecordSchema), null)),
  estimateData: jsonText(estimateDataSchema),
});

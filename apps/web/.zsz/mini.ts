import { z } from 'zod/mini';
const s = z.object({ id: z.number().check(z.int()), name: z.string(), a: z.array(z.object({ x: z.string().check(z.minLength(1)), y: z.optional(z.number()) })), u: z.union([z.string(), z.record(z.string(), z.unknown())]), b: z._default(z.boolean(), false) });
export const f = (d: unknown) => s.parse(d);

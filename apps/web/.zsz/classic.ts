import { z } from 'zod';
const s = z.object({ id: z.number().int(), name: z.string(), a: z.array(z.object({ x: z.string().min(1), y: z.optional(z.number()) })), u: z.union([z.string(), z.record(z.string(), z.unknown())]), b: z.boolean().default(false) });
export const f = (d: unknown) => s.parse(d);

import { currentItemWireSchema } from '@shop/domain/configurator';
import { jisText } from '@shop/domain/validation';
import { z } from 'zod';

/** Longer names do not fit the addressee line of the quotation (decision 0423). */
export const ADDRESSEE_MAX_LENGTH = 50;
/** A quotation is one cart; no cart of a real customer holds more lines than this. */
export const QUOTATION_MAX_ITEMS = 50;

export const estimatePdfBodySchema = z.object({
  // Composed and trimmed before the checks, so a decomposed が from a Mac paste passes (0150).
  to: z
    .string()
    .normalize('NFC')
    .trim()
    .max(ADDRESSEE_MAX_LENGTH)
    .check(jisText())
    .default('')
    .describe('The addressee as typed; 様 or 御中 is chosen from it (decision 0302)'),
  items: z.array(currentItemWireSchema).min(1).max(QUOTATION_MAX_ITEMS),
});
export type EstimatePdfBody = z.output<typeof estimatePdfBodySchema>;

export const estimatePdfAnswerSchema = z.object({
  data: z.object({
    url: z.string().describe('A short-lived GET link to the PDF (15 minutes)'),
    fileName: z.string(),
  }),
});

/** 32 base64url characters: 192 random bits, the only key to a stored quotation. */
export const downloadTokenPattern = /^[A-Za-z0-9_-]{32}$/;
export const downloadParamsSchema = z.object({ token: z.string().regex(downloadTokenPattern) });

export const failureSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

export const clientConfigAnswerSchema = z.object({
  data: z.object({
    gtmId: z.string().nullable().describe('The tag manager container, null when none is configured'),
  }),
});

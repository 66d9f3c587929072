import { z } from 'zod/mini';

/**
 * How a material looks, for the preview and the pictures (issue 23). A product's setting names
 * one, so a material the shop adds later is drawn as what it is, not guessed from its name;
 * a setting without one (a catalogue stored before the preview) is drawn as white film.
 */
export const materialLooks = [
  'white',
  'clear',
  'kraft',
  'hologram',
  'satin',
  'weatherproof',
  'metallic',
] as const;
export type MaterialLook = (typeof materialLooks)[number];
export const materialLookSchema = z.enum(materialLooks);

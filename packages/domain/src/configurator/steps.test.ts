import { describe, expect, it } from 'vitest';
import { productSteps, stepNames, stepOrder } from './steps.ts';
import { product } from './test-state.ts';

describe('stepOrder (spec point 4)', () => {
  it.each(['general', 'bigsticker'] as const)('%s: the 17 steps of a sized sticker', (type) => {
    expect(stepOrder(type)).toEqual([
      'size',
      'adhesive',
      'ondemandFoil',
      'whiteInk',
      'whitedataService',
      'lamination',
      'format',
      'cutlineService',
      'halfcut',
      'cutpath',
      'slit',
      'backSide',
      'deliveryForm',
      'sendCopy',
      'deliveryDate',
      'num',
      'individualPackaging',
    ]);
  });

  it.each(['numbering', 'pop', 'embos'] as const)('%s: shape, then deliveryDate, then num', (type) => {
    expect(stepOrder(type)).toEqual(['shape', 'deliveryDate', 'num']);
  });

  it('has no steps for an estimate', () => {
    expect(stepOrder('estimate')).toEqual([]);
  });

  it('the progress map has one entry per option of spec point 3', () => {
    expect(stepNames).toHaveLength(18);
  });
});

describe('productSteps', () => {
  it('skips the groups a product does not offer', () => {
    expect(productSteps(product(102))).toEqual([
      'size',
      'adhesive',
      'lamination',
      'format',
      'halfcut',
      'slit',
      'deliveryForm',
      'sendCopy',
      'deliveryDate',
      'num',
    ]);
  });

  it('keeps the order of spec point 4 for satin', () => {
    expect(productSteps(product(154))).toEqual([
      'size',
      'adhesive',
      'format',
      'cutlineService',
      'deliveryForm',
      'deliveryDate',
      'num',
      'individualPackaging',
    ]);
  });

  it('gives shaped products their three steps', () => {
    expect(productSteps(product(401))).toEqual(['shape', 'deliveryDate', 'num']);
  });
});

// Staff type amounts as they come (全角, separators, 円): the line the API gets must carry the
// number they meant, and anything unreadable must reach the API as NaN for it to refuse.
import { describe, expect, it } from 'vitest';
import { emptyLine, lineOf } from './line-draft';

describe('lineOf', () => {
  it('reads full-width digits, separators and 円 as the number typed', () => {
    const line = lineOf({
      ...emptyLine(),
      kind: 'special',
      name: '特注',
      amountWithTax: '１２,３４０円',
      num: '',
    });
    expect(line).toEqual({
      kind: 'special',
      alternative: 1,
      name: '特注',
      specification: '',
      amountWithTax: 12340,
    });
  });

  it('sends text it cannot read as NaN for the API to refuse', () => {
    const line = lineOf({ ...emptyLine('二'), kind: 'special', amountWithTax: 'たくさん', num: '3' });
    expect(line.alternative).toBeNaN();
    expect(line.kind === 'special' && line.amountWithTax).toBeNaN();
    expect(line.kind === 'special' && line.num).toBe(3);
  });

  it('gives a catalogue line its chosen options only, and no shape when none was chosen', () => {
    const line = lineOf({
      ...emptyLine(),
      productId: '4',
      sizeX: '50',
      sizeY: '',
      num: '1,000',
      deliveryDays: '5',
      options: { lamination: '7', halfcut: '' },
    });
    expect(line).toEqual({
      kind: 'catalog',
      alternative: 1,
      productId: 4,
      sizeX: 50,
      sizeY: 0,
      shapeId: null,
      num: 1000,
      deliveryDays: 5,
      options: { lamination: 7 },
    });
  });

  it("gives every new line its own key (React keeps each line's inputs apart)", () => {
    expect(emptyLine().key).not.toBe(emptyLine().key);
  });
});

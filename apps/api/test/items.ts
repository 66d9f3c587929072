// Items the API tests send, as the app sends them (only the facts pricing reads). `choice` is an
// option as the app names it: the id decides, the name is for people.

export const choice = (id: number) => ({ id, name: '' });

/** 白PP (101), 50 × 50 mm, 100 pieces, 5 business days: ¥2,530 tax included (docs/pricing.md). */
export const whitePp = (facts: Record<string, unknown> = {}) => ({
  productType: 'general',
  product: { id: 101 },
  sizeX: 50,
  sizeY: 50,
  num: 100,
  deliveryDateProduct: 5,
  adhesive: choice(1),
  format: choice(1),
  deliveryForm: choice(1),
  ...facts,
});

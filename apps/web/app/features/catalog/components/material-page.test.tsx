// While the configurator's code is still on its way, the material page already shows the
// material's name (its one h1) and description, in the configurator's own header, and says the
// steps are loading: the largest text of the page does not wait for the steps' code.
import { readProduct, sampleCatalogueSource } from '@shop/domain/catalog';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { ProductIntro } from '../../configurator/components/product-intro';
import { MaterialStepsLoading } from './material-page';

it('shows the name and description while the steps load', () => {
  const source = sampleCatalogueSource.find((entry) => entry.productType !== 'estimate');
  if (!source) throw new Error('the sample catalogue has no configurable material');
  const product = readProduct(source);
  if (!product) throw new Error('the sample material cannot be read');
  render(
    <MemoryRouter>
      <MaterialStepsLoading intro={<ProductIntro product={product} presetTitle={null} />} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(product.name);
  expect(screen.getByText(product.setting.description)).toBeTruthy();
  expect(
    screen.getByRole('status', { name: '仕様の選択肢を読み込んでいます' }).getAttribute('aria-busy'),
  ).toBe('true');
});

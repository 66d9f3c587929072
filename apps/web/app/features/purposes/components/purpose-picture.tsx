import type { Purpose } from '@shop/domain/catalog';
import { LazyIllustration } from '../../../ui/illustrations/lazy-illustration';
import { purposePicture } from '../purpose-pictures';

/** A purpose's picture: the sticker in use, drawn for the shop and loaded after the first paint. */
export function PurposePicture({ purpose, size }: { purpose: Purpose; size: 'small' | 'large' }) {
  return (
    <LazyIllustration
      {...purposePicture(purpose)}
      label={size === 'large' ? `${purpose.title}のステッカーの使用例` : ''}
      className={
        size === 'small'
          ? 'h-18 w-24 shrink-0 overflow-hidden rounded-lg'
          : 'mx-auto block aspect-[4/3] w-full max-w-sm overflow-hidden rounded-2xl'
      }
    />
  );
}

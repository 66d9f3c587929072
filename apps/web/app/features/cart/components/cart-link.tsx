import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CartIcon } from '../../../ui/icons';
import { ensureCartHydrated, syncCartAcrossTabs, useCartItemCount } from '../store';

/**
 * The header's cart link with the number of items in the cart. Being on every page, it is also
 * where the stored cart is read after hydration and where other tabs' changes are followed.
 */
export function CartLink() {
  const count = useCartItemCount();
  useEffect(() => {
    ensureCartHydrated();
    return syncCartAcrossTabs();
  }, []);
  return (
    <Link
      to={paths.cart.href()}
      className="relative grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
      aria-label={count > 0 ? `カート（${count}点）` : 'カート（空です）'}
    >
      <CartIcon />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

// The footer's operator: company, address, telephone and hours, and the copyright line, from the
// server's SHOP_PROFILE (issue 15 point 7). Loaded after the page (it is below the fold on every
// screen): its height is kept while it loads, so nothing moves when it arrives.
import { useShopProfile } from '../lib/shop-profile';

export function OperatorDetails() {
  const profile = useShopProfile();
  const operator = profile.operator;
  return (
    <div className="mt-6 min-h-24 text-xs leading-5 text-slate-300">
      {operator ? (
        <>
          <address className="not-italic">
            <span className="block">運営：{operator.name}</span>
            <span className="block">
              〒{operator.postalCode} {operator.address}
            </span>
            <span className="block">
              TEL：{operator.tel}（{operator.businessHours}）
            </span>
          </address>
          <p className="mt-2">
            <small>© {operator.name}</small>
          </p>
        </>
      ) : null}
    </div>
  );
}

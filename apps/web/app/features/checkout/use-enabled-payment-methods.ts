// The payment methods the server switches on (GET /client-config, decision 0821), asked once per
// page load. Until it answers, every method the shop can take: that is the default configuration,
// so the prerendered list already has the rows the answer keeps, and the page does not shift when
// it arrives (a shop that switches methods off sees those rows leave). If it cannot be asked, only
// the methods that need no setting of the shop's, which the server always takes.
import { OFFERED_PAYMENT_METHOD_IDS } from '@shop/domain/checkout';
import { useEffect, useState } from 'react';
import { clientConfig } from '../../lib/client-config';
import { METHODS_WITHOUT_SETTINGS } from './payment-choice';

export function useEnabledPaymentMethods(): readonly string[] {
  const [enabled, setEnabled] = useState<readonly string[]>(OFFERED_PAYMENT_METHOD_IDS);
  useEffect(() => {
    let current = true;
    clientConfig().then(
      (config) => {
        if (current) setEnabled(config.paymentMethods ?? METHODS_WITHOUT_SETTINGS);
      },
      () => {
        if (current) setEnabled(METHODS_WITHOUT_SETTINGS);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}

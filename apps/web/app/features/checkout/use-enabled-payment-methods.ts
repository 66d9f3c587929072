// The payment methods the server switches on (GET /client-config, decision 0821), asked once per
// page load. Until it answers, and if it cannot, the methods that need no setting of the shop's.
import { useEffect, useState } from 'react';
import { clientConfig } from '../../lib/client-config';
import { METHODS_WITHOUT_SETTINGS } from './payment-choice';

export function useEnabledPaymentMethods(): readonly string[] {
  const [enabled, setEnabled] = useState<readonly string[]>(METHODS_WITHOUT_SETTINGS);
  useEffect(() => {
    let current = true;
    clientConfig().then(
      (config) => {
        if (current && config.paymentMethods) setEnabled(config.paymentMethods);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}

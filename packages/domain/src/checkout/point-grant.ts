// When points are granted (decision 0711): on the order's arrival at 配達完了. Apart from the
// words of the rule (point-rule.ts) because it needs the order statuses, which the configurator's
// price bar, reading only the words, should not load with its first view.
import { ORDER_STATUS } from '../orders/status.ts';

/** The order status whose arrival grants the order's share of the points. */
export const POINTS_GRANTED_AT_STATUS = ORDER_STATUS.delivered;

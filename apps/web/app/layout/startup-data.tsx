import { useHolidays } from '../features/calendar/api/get-holidays';
import { useShippingDates } from '../features/calendar/api/get-shipping-dates';
import { useProducts } from '../features/catalog/api/get-products';
import { useInfo } from '../features/info/api/get-info';

/** What StartupData loads, asked for from the page's HTML too (root links, decision 0534). */
export const startupApiPaths = ['/holidays', '/shipping-dates', '/products', '/info'] as const;

/**
 * Spec point 7: on start, holidays, shipping dates and products are loaded and the news fetched.
 * Subscribing here puts them in the query cache for every screen; it renders nothing and a
 * failure only leaves those screens with their empty states.
 */
export function StartupData() {
  useHolidays();
  useShippingDates();
  useProducts();
  useInfo();
  return null;
}

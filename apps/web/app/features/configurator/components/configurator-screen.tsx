import { isOptionGroupName, type Product } from '@shop/domain/catalog';
import {
  defaultNumbering,
  deliveryStepView,
  itemErrors,
  optionStepView,
  productSteps,
  type ConfiguratorAction,
  type CurrentItem,
  type StepName,
} from '@shop/domain/configurator';
import { noticeMessages } from '@shop/domain/messages';
import { shippingLabel, type CalendarDay, type Holiday } from '@shop/domain/calendar';
import {
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { useScrollToFirstError } from '../../../ui/form/scroll-to-first-error';
import { suppressEnter } from '../../../ui/form/suppress-enter';
import { showToast } from '../../../ui/toast-store';
import { useServerPrice } from '../api/calc-price';
import { choicePrices } from '../choice-prices';
import { useShownProgressively } from '../hooks/use-shown-progressively';
import { useConfigurator, type StartingPreset } from '../hooks/use-configurator';
import { useNow } from '../../../lib/use-now';
import { itemForCart, localRefusal, shownPrice } from '../price-view';
import { holidaysFromApi, shippingFor, type HolidayFromApi } from '../shipping';
import { resetCurrentItem } from '../store';
import { DeliveryStep } from './delivery-step';
import { NameField } from './name-field';
import { NumStep } from './num-step';
import { OptionStep } from './option-step';
import { PriceBar } from './price-bar';
import { PriceBreakdown } from './price-breakdown';
import { ProductIntro } from './product-intro';
import { ShapeStep } from './shape-step';
import { SizeStep } from './size-step';

export interface ConfiguratorScreenProps {
  product: Product;
  /** The shop's holidays as GET /v2/holidays sends them; null until loaded. */
  holidays: readonly HolidayFromApi[] | null;
  /** A purpose's or a gallery work's configuration to open with. */
  starting: (StartingPreset & { title: string }) | null;
  /** Stores the item in the cart (the cart feature's addItem, passed in by the route). */
  onAddToCart: (item: CurrentItem) => void;
  /**
   * Shown beside the steps (below the intro on a phone): the live preview, given by the route. It
   * may answer too: the picked image's key, the contour cut's format (decisions 0808, 0809).
   */
  aside?: (item: CurrentItem, dispatch: (action: ConfiguratorAction) => void) => ReactNode;
  /** Shown after the steps and the price bar: the price table and templates, given by the route. */
  after?: (item: CurrentItem) => ReactNode;
  /**
   * The cut-off countdown for the chosen delivery (business days to shipping), given by the route;
   * handed the holidays this screen has read, so the route need not load the calendar itself.
   */
  countdown?: (netDays: number, holidays: readonly Holiday[] | null) => ReactNode;
  /** Each delivery option's arrival day, given by the route; keep it the same function across renders. */
  arrival?: (shipped: CalendarDay) => ReactNode;
}

const noNums: readonly number[] = [];

// Only numbering seals ask for a numbering (issue 16 point 3): its fields load when such a product
// opens, started as the screen mounts, rather than with every material page's first view.
const numberingFields = lazyWithPreload(() =>
  import('./numbering-fields').then((module) => module.NumberingFields),
);

/** The warning toast of spec point 8 with the reasons the fields give. */
function refusalText(message: string, errors: Record<string, string | undefined>): string {
  const reasons = [...new Set(Object.values(errors).filter((reason): reason is string => Boolean(reason)))];
  return reasons.length > 0 ? `${message}（${reasons.join('／')}）` : message;
}

/**
 * /materials/{name}: the progressive form of spec point 4 with the live price. Every answer goes
 * through the shared reducer, which also prices the item, so the figure changes with no wait;
 * the server confirms it a moment later (POST /v2/calcprice) and wins if they differ.
 */
export function ConfiguratorScreen({
  product,
  holidays: holidaysSent,
  starting,
  onAddToCart,
  aside,
  after,
  countdown,
  arrival,
}: ConfiguratorScreenProps) {
  // Read here rather than by the route, so that the calendar loads with the configurator's code.
  const holidays = useMemo(() => (holidaysSent ? holidaysFromApi(holidaysSent) : null), [holidaysSent]);
  const [state, dispatch] = useConfigurator(product, starting);
  const { item } = state;
  // The preview and the price table redraw a moment after the step that changed: a tap paints its
  // answer and the price first, and their heavier drawing follows in a render that gives way to
  // the next tap (issue 23's INP budget; both slots are memo()ised so the tap's render skips them).
  const drawnItem = useDeferredValue(item);
  const navigate = useNavigate();
  const now = useNow();
  const { ref: formRef, scrollToFirstError } = useScrollToFirstError<HTMLFormElement>();
  const [submitted, setSubmitted] = useState(false);

  const numbered = product.productType === 'numbering';
  useEffect(() => {
    if (numbered) numberingFields.preload();
  }, [numbered]);

  const steps = useMemo(() => productSteps(product), [product]);
  const shownSteps = useShownProgressively(steps.length);
  const netDays = item.deliveryDateProduct + item.deliveryDateOption;
  const shipping = useMemo(() => shippingFor(now, netDays, holidays), [now, netDays, holidays]);

  // The item carries the date it ships on (spec point 3: shippingDate), for the cart and the order.
  useEffect(() => {
    if (shipping && shipping.day !== item.shippingDate) {
      dispatch({ type: 'setShippingDate', shippingDate: shipping.day });
    }
  }, [shipping, item.shippingDate, dispatch]);

  const refusal = useMemo(() => localRefusal(product, item), [product, item]);
  // Every choice's figure in one pass per change; the steps are memo()ised and get only what
  // they show, so a step whose figures and answer did not change is not rendered again (0533).
  const prices = useMemo(() => choicePrices(state), [state]);
  const priceable = item.size > 0 && item.num > 0 && state.detail !== null;
  const server = useServerPrice(item, priceable);
  const price = shownPrice(state.detail, server);

  const localRefusalText = refusal ? refusalText(refusal.message, refusal.errors) : null;
  const serverRefusalText = server.status === 'refused' ? refusalText(server.message, server.errors) : null;
  useEffect(() => {
    if (localRefusalText) showToast(localRefusalText, 'warning');
  }, [localRefusalText]);
  useEffect(() => {
    if (serverRefusalText) showToast(serverRefusalText, 'warning');
  }, [serverRefusalText]);

  // Before a first try to add to the cart, a step shows its own error (a wrong value at once, a
  // missing answer once touched); after it, every reason the item cannot be ordered.
  const allErrors = submitted ? itemErrors(state) : null;
  const errorOf = (step: StepName): string | null => allErrors?.[step] ?? item.progress[step].error ?? null;
  const doneCount = steps.filter((step) => item.progress[step].touched && !errorOf(step)).length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = itemErrors(state);
    if (Object.keys(errors).length > 0) {
      // Spec point 4: refused with an alert; spec point 5: scroll to the top-most field in error.
      setSubmitted(true);
      showToast(noticeMessages.checkSelectedItems, 'warning');
      scrollToFirstError();
      return;
    }
    onAddToCart(itemForCart(item, server));
    resetCurrentItem();
    showToast(noticeMessages.addedToCart, 'success');
    void navigate(paths.cart.href());
  };

  const stepProps = (step: StepName, index: number) => ({
    dispatch,
    number: index + 1,
    error: errorOf(step),
    progress: item.progress[step],
  });
  const optionStep = (step: StepName, index: number) => {
    const view = isOptionGroupName(step) ? optionStepView(state, step) : null;
    if (!view) return null;
    return (
      <OptionStep
        {...stepProps(step, index)}
        product={product}
        view={view}
        selected={item[view.group]}
        differences={prices.options[view.group]}
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4 lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
      <ProductIntro product={product} presetTitle={starting?.title ?? null} />
      {aside ? (
        <aside className="mb-5 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {aside(drawnItem, dispatch)}
        </aside>
      ) : null}
      <form ref={formRef} noValidate onSubmit={submit} onKeyDown={suppressEnter} aria-labelledby="spec-title">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="spec-title" className="text-lg font-bold text-slate-900">
            仕様を選ぶ
          </h2>
          <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {steps.length}項目中 {doneCount}項目 選択済み
          </p>
        </div>
        {countdown ? countdown(netDays, holidays) : null}
        <ol className="space-y-3">
          {steps.slice(0, shownSteps).map((step, index) => (
            <li key={step}>
              {step === 'size' ? (
                <SizeStep
                  {...stepProps(step, index)}
                  product={product}
                  sizeX={item.sizeX}
                  sizeY={item.sizeY}
                  size={item.size}
                  sizeName={item.enabledNums?.sizeName ?? null}
                />
              ) : step === 'shape' ? (
                <ShapeStep
                  {...stepProps(step, index)}
                  product={product}
                  shape={item.shape}
                  differences={prices.shapes}
                />
              ) : step === 'deliveryDate' ? (
                <DeliveryStep
                  {...stepProps(step, index)}
                  options={deliveryStepView(state)}
                  deliveryDateProduct={item.deliveryDateProduct}
                  extraDays={item.deliveryDateOption}
                  differences={prices.deliveryDates}
                  now={now}
                  holidays={holidays}
                  arrival={arrival}
                />
              ) : step === 'num' ? (
                <NumStep
                  {...stepProps(step, index)}
                  nums={item.enabledNums?.nums ?? noNums}
                  num={item.num}
                  totals={prices.quantityTotals}
                />
              ) : (
                optionStep(step, index)
              )}
            </li>
          ))}
        </ol>
        <div className="mt-6 space-y-4">
          {numbered ? (
            <Suspense
              fallback={<LoadingPlaceholder label="読み込んでいます" className="h-[28rem] rounded-2xl" />}
            >
              <numberingFields.Component
                numbering={item.numbering ?? defaultNumbering}
                num={item.num}
                dispatch={dispatch}
              />
            </Suspense>
          ) : null}
          <NameField name={item.name} error={allErrors?.name ?? item.nameError} dispatch={dispatch} />
          <PriceBreakdown product={product} detail={price.detail} shipping={shipping} />
        </div>
        <PriceBar
          price={price}
          shipping={shipping}
          shippingLabel={shippingLabel(netDays)}
          refusal={refusal ? noticeMessages.cannotOrder : server.status === 'refused' ? server.message : null}
        />
      </form>
      {after ? <div className="lg:col-start-1">{after(drawnItem)}</div> : null}
    </div>
  );
}

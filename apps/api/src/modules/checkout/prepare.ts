// Everything a purchase is checked against before anything is written (spec point 4; issue 6):
// the server's own price of every item, the estimates they come from, the consents, the card
// fields, the addresses (the member's own only), the coupon and the arithmetic. A refusal here
// changes nothing, so its idempotency key is let go.
import { shippingDate, tokyoDate } from '@shop/domain/calendar';
import { formatYen } from '@shop/domain/format';
import { computeCheckout, isCouponCodeCheckable, type CheckoutSummary } from '@shop/domain/checkout';
import { itemNumberingErrors, type CurrentItem } from '@shop/domain/configurator';
import { configuratorMessages, noticeMessages } from '@shop/domain/messages';
import type { OrderDraft, PriceDetail } from '@shop/domain/pricing';
import type { Database } from '../../db/client.ts';
import { copyAddress } from '../addresses/snapshot.ts';
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import type { MailName } from '../../mail/member-mails.ts';
import type { Member } from '../../plugins/auth.ts';
import { findAddress, type AddressKind } from '../addresses/queries.ts';
import type { ProductCatalogue } from '../catalog/product-cache.ts';
import { findOwnedEstimate } from '../estimates/ownership.ts';
import { priceItem, productOf } from '../pricing/service.ts';
import type { BuyerRow } from './buyer.ts';
import { checkCoupon, couponRefusal } from './coupons.ts';
import type { HolidayList } from './holiday-cache.ts';
import { checkoutApiMessages } from './messages.ts';
import type { AddressSnapshot } from './order-lines.ts';
import type { CheckoutRequest, PurchaseBody } from './schemas.ts';

/** The provider takes 1 to 9,999,999 yen in one charge (decision 0321). */
export const MAX_CARD_AMOUNT = 9_999_999;

export interface PreparedLine {
  item: CurrentItem;
  draft: OrderDraft;
  detail: PriceDetail;
  /** YYYY-MM-DD: when it ships if the artwork comes with the order (cut-off 14:00, decision 0101). */
  shippingDate: string;
  estimateNumber: string | null;
}

export interface PreparedPurchase {
  checkout: CheckoutRequest;
  lines: PreparedLine[];
  cartTotal: number;
  coupon: { id: number; code: string; discount: number } | null;
  source: AddressSnapshot;
  destination: AddressSnapshot;
  /** The arithmetic with the points held now; made again under lock when writing. */
  summary: CheckoutSummary;
  /** What the write needs of the member, read once here (decision 0525). */
  buyer: { holdingPoint: number; name: MailName };
  /** The shop's closed days from today: a bank transfer's deadline counts business days (0820). */
  holidays: HolidayList[];
}

/** Checks a purchase and prices it; throws HttpError (400/422) with field messages when refused. */
export interface PrepareSources {
  catalogue: ProductCatalogue;
  holidays: (now: Date) => Promise<HolidayList[]>;
}

/**
 * `user` is the member's own record, read with the idempotency key's claim (decision 0535); null
 * when the member's row is gone.
 */
export async function preparePurchase(
  db: Database,
  sources: PrepareSources,
  member: Member,
  user: BuyerRow | null,
  body: PurchaseBody,
  now: Date,
): Promise<PreparedPurchase> {
  const { catalogue } = sources;
  const { checkout } = body;
  assertConsents(checkout);
  assertCardFields(checkout);
  if (!user) throw new HttpError(401, noticeMessages.purchaseFailed);

  const holidays = await sources.holidays(now);
  const lines = await Promise.all(
    body.items.map((item, index) => prepareLine(db, catalogue, member, item, index, { now, holidays })),
  );
  const cartTotal = lines.reduce((sum, line) => sum + line.draft.amountTotal, 0);

  const [source, destination] = await Promise.all([
    addressOf(db, user, 'source', checkout.shipment.source),
    addressOf(db, user, 'destination', checkout.shipment.destination),
  ]);

  let coupon: PreparedPurchase['coupon'] = null;
  const code = checkout.coupon?.code ?? '';
  // The app checks a code only once it is longer than 2 characters; a shorter one was never applied.
  if (isCouponCodeCheckable(code)) {
    const judged = await checkCoupon(db, code, { userId: member.id, cartTotal, now });
    if (!judged.ok) throw couponRefusal(judged.reason, 'checkout.coupon.code');
    coupon = { id: judged.coupon.id, code: judged.code, discount: judged.discount };
  }

  const summary = summarise(checkout, cartTotal, coupon?.discount ?? 0, user.holdingPoint);
  const buyer = {
    holdingPoint: user.holdingPoint,
    name: { organization: user.organization, familyName: user.familyName, givenName: user.givenName },
  };
  return { checkout, lines, cartTotal, coupon, source, destination, summary, buyer, holidays };
}

/**
 * 409: the request was sound, but the price the customer agreed to is no longer the price (issue
 * 15). Both amounts are in the message, and on the error for the code that asks.
 */
export class TotalChangedError extends HttpError {
  constructor(
    readonly shownTotal: number,
    readonly serverTotal: number,
  ) {
    const message = checkoutApiMessages.totalChangedFrom(formatYen(shownTotal), formatYen(serverTotal));
    super(409, message, { 'checkout.totalAmount': message });
    this.name = 'TotalChangedError';
  }
}

/** The checkout arithmetic of the domain, its refusals as 422, and the total the customer saw. */
export function summarise(
  checkout: CheckoutRequest,
  cartTotal: number,
  discount: number,
  holdingPoint: number,
): CheckoutSummary {
  const result = computeCheckout({
    cartTotal,
    discount,
    holdingPoint,
    pointUse: checkout.pointUse,
    paymentMethod: checkout.paymentMethod,
  });
  if (!result.ok) {
    const field = result.reason === 'pointShortage' ? 'checkout.pointUse' : 'checkout.paymentMethod';
    throw unprocessable({ [field]: result.message }, result.message);
  }
  const summary = result.summary;
  if (checkout.totalAmount !== summary.totalAmount) {
    throw new TotalChangedError(checkout.totalAmount, summary.totalAmount);
  }
  if (checkout.paymentMethod === 'epsilon' && summary.totalAmount > MAX_CARD_AMOUNT) {
    throw unprocessable(
      { 'checkout.paymentMethod': checkoutApiMessages.cardAmountTooLarge },
      checkoutApiMessages.cardAmountTooLarge,
    );
  }
  return summary;
}

function assertConsents(checkout: CheckoutRequest): void {
  const errors: Record<string, string> = {};
  // Spec: the change and data consents are required; example use and repeat are the customer's choice.
  if (!checkout.consent.change) errors['checkout.consent.change'] = checkoutApiMessages.consentRequired;
  if (!checkout.consent.data) errors['checkout.consent.data'] = checkoutApiMessages.consentRequired;
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

function assertCardFields(checkout: CheckoutRequest): void {
  if (checkout.paymentMethod !== 'epsilon') return;
  const card = checkout.card;
  if (!card || card.token === '') {
    throw unprocessable(
      { 'checkout.card.token': checkoutApiMessages.cardRequired },
      checkoutApiMessages.cardRequired,
    );
  }
  if (card.installment === '61' && card.payTimes === undefined) {
    throw unprocessable({ 'checkout.card.payTimes': checkoutApiMessages.payTimesRequired });
  }
}

async function prepareLine(
  db: Database,
  catalogue: ProductCatalogue,
  member: Member,
  item: CurrentItem,
  index: number,
  calendar: { now: Date; holidays: HolidayList[] },
): Promise<PreparedLine> {
  try {
    const product = await productOf(catalogue, item);
    // A numbering seal is printed from its numbering: refused with the configurator's words (0655).
    const numberingErrors = itemNumberingErrors(product.productType, item);
    if (Object.keys(numberingErrors).length > 0)
      throw unprocessable(numberingErrors, noticeMessages.checkSelectedItems);
    const estimateNumber =
      product.productType === 'estimate' ? await ownEstimate(db, member, item, calendar.now) : null;
    const priced = await priceItem(db, catalogue, item, () => Promise.resolve(member.id));
    const days = priced.detail.deliveryDateProduct + priced.detail.deliveryDateOption;
    return {
      item,
      draft: priced.order,
      detail: priced.detail,
      shippingDate: shippingDate(calendar.now, days, calendar.holidays),
      estimateNumber,
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Field names say which cart line: items.2.num.
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, message]) => [`items.${index}.${field}`, message]),
    );
    throw new HttpError(error.statusCode, error.message, errors);
  }
}

/**
 * An estimate item must come from one of the member's own estimates (decision 0610: by the member's
 * id only; a visitor's estimate becomes theirs once they prove its address), still valid (0106).
 */
async function ownEstimate(db: Database, member: Member, item: CurrentItem, now: Date): Promise<string> {
  const number = item.estimate?.estimateNumber;
  const refuse = (message: string) => unprocessable({ estimate: message }, noticeMessages.cannotOrder);
  const row = number ? await findOwnedEstimate(db, member.id, number) : null;
  if (!number || !row) throw refuse(configuratorMessages.estimateNotFound);
  if (row.validUntil !== null && row.validUntil < tokyoDate(now))
    throw refuse(checkoutApiMessages.estimateExpired);
  return number;
}

/** 0 is the member's registered address; any other id must be a live entry of their own book. */
async function addressOf(
  db: Database,
  user: BuyerRow,
  kind: AddressKind,
  id: number | null,
): Promise<AddressSnapshot> {
  const field = `checkout.shipment.${kind}`;
  if (id === null || id === 0) {
    if (
      user.postalCode === null ||
      user.addressLine1 === '' ||
      user.addressLevel2 === '' ||
      user.tel === ''
    ) {
      throw unprocessable(
        { [field]: checkoutApiMessages.registeredAddressIncomplete },
        checkoutApiMessages.registeredAddressIncomplete,
      );
    }
    return copyAddress({ ...user, postalCode: user.postalCode }, null);
  }
  const row = await findAddress(db, user.id, kind, id);
  if (!row)
    throw unprocessable(
      { [field]: checkoutApiMessages.addressNotFound },
      checkoutApiMessages.addressNotFound,
    );
  return copyAddress(row, row.id);
}

// For tests of any module: a purchase as POST /purchase leaves it (one transaction: purchase,
// orders, payment, coupon use, points spent), written straight to the database so a test can
// start from any status. Not used by the server itself.
import {
  cashOnDeliveryFee,
  initialOrderStatus,
  pointsEarned,
  type PaymentMethodId,
} from '@shop/domain/checkout';
import { ORDER_STATUS, purchaseNumberFrom, type OrderStatus } from '@shop/domain/orders';
import { taxContained } from '@shop/domain/pricing';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons, orders, payments, pointMovements, purchases } from '../../db/schema.ts';

export interface TestOrderSpec {
  productId?: number;
  name?: string;
  num?: number;
  sizeX?: number;
  sizeY?: number;
  amountProduct?: number;
  amountOption?: number;
  status?: OrderStatus;
  deliveryDateProduct?: number;
  shippingDate?: string | null;
  deliveryProvider?: string | null;
  trackingNumber?: string | null;
}

export interface TestPurchaseOptions {
  userId: number;
  paymentMethod?: PaymentMethodId;
  /** The status of every order unless an order says otherwise; by default the method's start, paid when prepaid. */
  status?: OrderStatus;
  orders?: TestOrderSpec[];
  /** A coupon of this discount is created and used once by the purchase. */
  coupon?: { discount: number; code?: string };
  /** Points the member spent on the purchase (the member is granted them first, so the balance stays). */
  pointUse?: number;
  createdAt?: Date;
  destination?: Record<string, unknown>;
}

export interface TestPurchase {
  purchaseId: string;
  orderIds: string[];
  orderRowIds: number[];
  couponId: number | null;
  totalAmount: number;
  pointEarned: number;
}

let sequence = 0;

const defaultDestination = {
  addressBookId: null,
  postalCode: 1000001,
  addressLevel1: '13',
  addressLevel2: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: '',
  organization: '',
  familyName: '山田',
  givenName: '太郎',
  familyKana: 'ヤマダ',
  givenKana: 'タロウ',
  tel: '03-1234-5678',
};

/** The status a freshly paid purchase of this method shows: card is paid (2), not waiting. */
function settledStatus(method: PaymentMethodId): OrderStatus {
  const start = initialOrderStatus(method);
  return start === ORDER_STATUS.waitingPurchase ? ORDER_STATUS.purchased : start;
}

function paymentStatusOf(method: PaymentMethodId, statuses: OrderStatus[]) {
  if (method === 'onDelivery')
    return statuses.every((s) => s === ORDER_STATUS.delivered) ? 'paid' : 'on_delivery';
  if (statuses.every((s) => s === ORDER_STATUS.waitingPurchase || s === ORDER_STATUS.canceled)) {
    // A card charge waiting for the provider or 3-D Secure; other prepaid methods wait for money.
    return method === 'epsilon' && statuses.includes(ORDER_STATUS.waitingPurchase)
      ? 'authorizing'
      : 'pending';
  }
  return 'paid';
}

export async function createTestPurchase(db: Database, options: TestPurchaseOptions): Promise<TestPurchase> {
  const method = options.paymentMethod ?? 'epsilon';
  const createdAt = options.createdAt ?? new Date('2026-11-18T10:00:00+09:00');
  sequence += 1;
  const purchaseId = purchaseNumberFrom(sequence, createdAt);
  const specs = options.orders ?? [{}];
  const lines = specs.map((spec, index) => {
    const amountProduct = spec.amountProduct ?? 4400 + 1100 * index;
    const amountOption = spec.amountOption ?? 1100;
    return {
      spec,
      amountProduct,
      amountOption,
      amountTotal: amountProduct + amountOption,
      status: spec.status ?? options.status ?? settledStatus(method),
    };
  });
  const itemsAmount = lines.reduce((sum, line) => sum + line.amountTotal, 0);
  const discount = Math.min(options.coupon?.discount ?? 0, itemsAmount);
  const pointUse =
    method === 'point' ? itemsAmount - discount : Math.min(options.pointUse ?? 0, itemsAmount - discount);
  const paidForGoods = itemsAmount - discount - pointUse;
  const codFee = method === 'onDelivery' ? (cashOnDeliveryFee(paidForGoods) ?? 0) : 0;
  const totalAmount = paidForGoods + codFee;
  const pointEarned = method === 'point' ? 0 : pointsEarned(paidForGoods);

  return db.transaction(async (tx) => {
    let couponId: number | null = null;
    if (options.coupon) {
      const [coupon] = await tx
        .insert(coupons)
        .values({
          code: options.coupon.code ?? `TEST${purchaseId}`,
          kind: 'fixed',
          amount: options.coupon.discount,
          useLimit: 100,
          usedCount: 1,
        })
        .returning({ id: coupons.id });
      couponId = coupon!.id;
      await tx.insert(couponUses).values({
        couponId,
        userId: options.userId,
        purchaseId,
        discount,
        createdAt,
      });
    }
    await tx.insert(purchases).values({
      purchaseId,
      userId: options.userId,
      paymentMethod: method,
      paymentStatus: paymentStatusOf(
        method,
        lines.map((line) => line.status),
      ),
      itemsAmount,
      discount,
      pointUse,
      codFee,
      totalAmount,
      taxAmount: taxContained(totalAmount),
      pointEarned,
      couponId,
      destinationAddress: options.destination ?? defaultDestination,
      sourceAddress: null,
      deliveryTime: 'none',
      consent: { change: true, data: true, exampleUse: false, repeat: false },
      createdAt,
      updatedAt: createdAt,
    });
    const inserted = await tx
      .insert(orders)
      .values(
        lines.map((line, index) => {
          const productId = line.spec.productId ?? 101;
          const num = line.spec.num ?? 100;
          const sizeX = line.spec.sizeX ?? 50;
          const sizeY = line.spec.sizeY ?? 50;
          const adhesive = { id: 1, name: '強粘着' };
          const lamination = { id: 12, name: 'グロスラミネート' };
          return {
            purchaseId,
            orderId: `${purchaseId}-${index + 1}`,
            userId: options.userId,
            productId,
            name: line.spec.name ?? `ロゴステッカー${index + 1}`,
            num,
            size: 1,
            sizeX,
            sizeY,
            status: line.status,
            options: {
              adhesive: { ...adhesive, amount: 0 },
              lamination: { ...lamination, amount: line.amountOption },
            },
            deliveryDateProduct: line.spec.deliveryDateProduct ?? 5,
            shippingDate: line.spec.shippingDate === undefined ? '2026-11-27' : line.spec.shippingDate,
            amountProduct: line.amountProduct,
            amountOption: line.amountOption,
            amountTotal: line.amountTotal,
            point: Math.floor(line.amountTotal / 100),
            deliveryProvider: line.spec.deliveryProvider ?? null,
            trackingNumber: line.spec.trackingNumber ?? null,
            item: {
              id: createdAt.getTime() + index,
              type: 'general',
              productType: 'general',
              product: { id: productId },
              name: line.spec.name ?? `ロゴステッカー${index + 1}`,
              sizeX,
              sizeY,
              size: 1,
              shape: null,
              num,
              deliveryDateProduct: line.spec.deliveryDateProduct ?? 5,
              deliveryDateOption: 0,
              repeatId: 0,
              adhesive,
              lamination,
            },
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: orders.id, orderId: orders.orderId });
    await tx.insert(payments).values({
      purchaseId,
      method,
      amount: totalAmount,
      status: (() => {
        const status = paymentStatusOf(
          method,
          lines.map((line) => line.status),
        );
        if (status === 'paid') return 'paid' as const;
        if (status === 'authorizing') return 'challenge' as const;
        return 'pending' as const;
      })(),
      maskedCardNo: method === 'epsilon' ? '************1111' : null,
      installment: method === 'epsilon' ? '10' : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (pointUse > 0) {
      // The member held the points before: granted, then spent, so the balance is unchanged and
      // still equals the sum of the movements.
      await tx.insert(pointMovements).values([
        {
          userId: options.userId,
          amount: pointUse,
          kind: 'granted',
          memo: 'テスト用付与',
          createdAt: new Date(createdAt.getTime() - 1000),
        },
        { userId: options.userId, amount: -pointUse, kind: 'spent', purchaseId, createdAt },
      ]);
    }
    return {
      purchaseId,
      orderIds: inserted.map((row) => row.orderId),
      orderRowIds: inserted.map((row) => row.id),
      couponId,
      totalAmount,
      pointEarned,
    };
  });
}

// Status moves made by staff, on one order or many, through the shop's transition table
// (decision 0153) and nothing else; and the mail each move sends the customer. Decision 0744.
import { z } from 'zod/mini';
import { carrierSchema, normaliseTrackingNumber, trackingNumberProblem } from '../shipping/carriers.ts';
import { ORDER_STATUS as S, isOrderStatus, type OrderStatus } from '../orders/status.ts';
import { canTransition, nextStatuses } from '../orders/transitions.ts';
import { safeString } from '../validation/safe-string.ts';

/** The most orders one move may take: a day's shipping fits, a runaway selection does not. */
export const MAX_ORDERS_PER_MOVE = 100;

/**
 * 91 and 92 end a cancellation with money going back: staff reach them through the refund (which
 * asks the card provider first), never by a bare status move.
 */
const REFUND_ONLY: readonly OrderStatus[] = [S.paybackedAll, S.paybacked];

/** Where staff may move an order in `from` by a plain move. */
export function staffMoveTargets(from: OrderStatus): OrderStatus[] {
  return nextStatuses(from, 'staff').filter((to) => !REFUND_ONLY.includes(to));
}

export function isStaffMove(from: OrderStatus, to: OrderStatus): boolean {
  return !REFUND_ONLY.includes(to) && canTransition(from, to, 'staff');
}

/** The mail a move sends the customer; null where the next step or the parcel says it. */
export type StaffMoveMail =
  | 'paymentConfirmed'
  | 'dataChecked'
  | 'shipped'
  | 'reUploadRequest'
  | 'waitingResponse'
  | 'shopCancelled'
  | 'cancelled'
  | null;

export function staffMoveMail(to: OrderStatus): StaffMoveMail {
  switch (to) {
    case S.purchased:
      return 'paymentConfirmed';
    case S.datachecked:
      return 'dataChecked';
    case S.shipped:
      return 'shipped';
    case S.waitingReUpload:
      return 'reUploadRequest';
    case S.waitingResponse:
      return 'waitingResponse';
    case S.cancelRequested:
      return 'shopCancelled';
    case S.canceled:
      return 'cancelled';
    default:
      // 3 (artwork arrived by other means), 7 printed and 9 delivered: nothing to tell.
      return null;
  }
}

/** Moves that must say why, because the customer's mail quotes it. */
export function moveNeedsMemo(to: OrderStatus): boolean {
  return to === S.waitingReUpload || to === S.waitingResponse || to === S.cancelRequested;
}

const ORDER_NUMBER = /^\d{11}-\d{1,3}$/;

const moveOrderSchema = z.object({
  orderId: safeString().check(z.regex(ORDER_NUMBER, { error: '明細番号（11桁-枝番）を指定してください' })),
  carrier: z.optional(carrierSchema),
  trackingNumber: z.optional(safeString().check(z.overwrite(normaliseTrackingNumber))),
});

/** The body of POST /api/admin/orders/moves: one target status for one order or many. */
export const staffMoveSchema = z
  .object({
    to: z.int().check(z.refine(isOrderStatus, { error: '移動先の状態に誤りがあります' })),
    memo: z._default(
      safeString().check(z.trim(), z.maxLength(2000, { error: 'メモは2000文字以内です' })),
      '',
    ),
    orders: z
      .array(moveOrderSchema)
      .check(
        z.minLength(1, { error: 'ご注文を選んでください' }),
        z.maxLength(MAX_ORDERS_PER_MOVE, { error: `一度に動かせるのは${MAX_ORDERS_PER_MOVE}件までです` }),
      ),
  })
  .check(
    z.superRefine((move, ctx) => {
      if (moveNeedsMemo(move.to as OrderStatus) && move.memo === '') {
        ctx.issues.push({
          code: 'custom',
          message: 'お客様へのメールに載せる理由を入力してください',
          input: move.memo,
          path: ['memo'],
        });
      }
      const seen = new Set<string>();
      move.orders.forEach((order, index) => {
        if (seen.has(order.orderId)) {
          ctx.issues.push({
            code: 'custom',
            message: '同じご注文が二度選ばれています',
            input: order.orderId,
            path: ['orders', index, 'orderId'],
          });
        }
        seen.add(order.orderId);
        if (move.to !== S.shipped) return;
        if (!order.carrier) {
          ctx.issues.push({
            code: 'custom',
            message: '配送業者を選んでください',
            input: order.carrier,
            path: ['orders', index, 'carrier'],
          });
          return;
        }
        const problem = order.trackingNumber
          ? trackingNumberProblem(order.carrier, order.trackingNumber)
          : '送り状番号を入力してください';
        if (problem) {
          ctx.issues.push({
            code: 'custom',
            message: problem,
            input: order.trackingNumber,
            path: ['orders', index, 'trackingNumber'],
          });
        }
      });
    }),
  );
export type StaffMove = z.output<typeof staffMoveSchema>;
export type StaffMoveInput = z.input<typeof staffMoveSchema>;

export interface MoveCandidate {
  orderId: string;
  status: OrderStatus;
}

/**
 * Which of the chosen orders may go to `to`. A move is all or nothing: one refused order refuses
 * the whole move, so staff never wonder which half went through.
 */
export function planStaffMove(orders: readonly MoveCandidate[], to: OrderStatus) {
  const refused = orders.filter((order) => !isStaffMove(order.status, to));
  return { allowed: refused.length === 0, refused };
}

/** The statuses as staff speak of them: apart where the customer's words join two (5 and 7). */
const STAFF_STATUS_LABELS: Record<OrderStatus, string> = {
  0: '不明',
  1: '受付（代引き）',
  2: '支払済み・入稿待ち',
  3: '入稿済み（データ確認待ち）',
  4: '再入稿待ち',
  5: 'データOK・印刷中',
  7: '印刷済み・発送待ち',
  8: '発送済み',
  9: 'お届け済み',
  10: '支払待ち',
  12: 'お客様確認待ち',
  90: 'キャンセル手続き中',
  91: 'キャンセル・全額返金済み',
  92: 'キャンセル・一部返金済み',
  99: 'キャンセル済み',
};

/** The staff's name for a status; a number that is no status reads as 不明. */
export function staffStatusLabel(status: number): string {
  return isOrderStatus(status) ? STAFF_STATUS_LABELS[status] : STAFF_STATUS_LABELS[0];
}

/** The button that moves an order to `to`, as staff read it. */
export function staffMoveLabel(to: OrderStatus): string {
  const labels: Partial<Record<OrderStatus, string>> = {
    2: '入金を確認した',
    3: '入稿済みにする',
    4: '再入稿をお願いする',
    5: 'データOK・印刷へ',
    7: '印刷済みにする',
    8: '発送済みにする',
    9: 'お届け済みにする',
    12: 'お客様に確認する',
    90: 'キャンセル手続きへ',
    99: 'キャンセルを完了する',
  };
  return labels[to] ?? staffStatusLabel(to);
}

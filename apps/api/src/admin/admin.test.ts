import { and, eq, sql } from 'drizzle-orm';
import { formatPoints } from '@shop/domain/checkout';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { auditLog, coupons, pointMovements, users } from '../db/schema.ts';
import { createTestMember, type TestMember } from '../modules/auth/test-member.ts';
import { setCardGatewayFactory } from '../modules/checkout/card-gateway.ts';
import { UNKNOWN_LIMIT_MS, requestLeaseMs } from '../modules/checkout/reconcile.ts';
import {
  cardCheckout,
  cardToken,
  memberState,
  postPurchase,
  purchaseBody,
} from '../modules/checkout/test-support.ts';
import { ADMIN_USAGE, runAdminCommand } from './run.ts';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp({ env: { CARD_PROVIDER_TIMEOUT_MS: '200' } });
  member = await createTestMember(t.app, { familyName: '佐藤', givenName: '花子' });
});
afterAll(async () => t.close());
afterEach(() => setCardGatewayFactory());

const run = (...argv: string[]) =>
  runAdminCommand(argv, { db: t.app.db, now: t.app.now(), app: async () => t.app });

async function couponByCode(code: string) {
  const [row] = await t.app.db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code}`);
  return row;
}

describe('npm run admin', () => {
  it('prints the usage for help, and refuses no command or an unknown one with 2', async () => {
    expect(await run('help')).toEqual({ exitCode: 0, output: ADMIN_USAGE });
    expect((await run()).exitCode).toBe(2);
    expect(await run('coupon:delete')).toEqual({
      exitCode: 2,
      output: `知らないコマンドです: coupon:delete\n\n${ADMIN_USAGE}`,
    });
  });
});

describe('coupon:create', () => {
  it('registers a coupon the checkout then accepts, through the end of --until in Tokyo', async () => {
    const result = await run(
      'coupon:create',
      '--code',
      'winter-2026',
      '--kind',
      'percent',
      '--amount',
      '15',
      '--minimum',
      '3000',
      '--from',
      '2026-11-01',
      '--until',
      '2026-12-31',
      '--limit',
      '100',
      '--once-per-member',
    );
    expect(result).toEqual({
      exitCode: 0,
      output:
        'クーポンを登録しました: WINTER-2026、15%引き、¥3,000以上、期間 2026年11月1日(日) 00:00〜2026年12月31日(木) 23:59、利用 0/100回、1会員1回',
    });
    expect(await couponByCode('WINTER-2026')).toMatchObject({
      kind: 'percent',
      amount: 15,
      minimumTotal: 3000,
      validFrom: new Date('2026-11-01T00:00:00+09:00'),
      validUntil: new Date('2027-01-01T00:00:00+09:00'),
      useLimit: 100,
      usedCount: 0,
      oncePerMember: true,
    });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v2/coupons/winter-2026',
      headers: member.headers,
      payload: { totalAmount: 10_000 },
    });
    expect(check.json()).toEqual({
      data: {
        code: 'WINTER-2026',
        discount: 1500,
        // Its conditions as the payment page shows them (decision 0719): --until is the last day.
        conditions: [
          '有効期限は2026年12月31日(木)までです',
          'このクーポンは¥3,000以上のご注文でご利用いただけます',
          'お一人様1回限りご利用いただけます',
          '先着順で、ご利用が100回に達した時点で終了いたします',
        ],
      },
    });
    // The same service as the back office's, so the command line's change is in the audit log too.
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'coupon'), eq(auditLog.subjectId, 'WINTER-2026')));
    expect(entry).toMatchObject({ action: 'coupon.create', actor: 'コマンドライン', staffId: null });
  });

  it('defaults to no minimum, no period, no limit, and many uses per member', async () => {
    expect(
      (await run('coupon:create', '--code', 'PLAIN500', '--kind', 'fixed', '--amount', '500')).exitCode,
    ).toBe(0);
    expect(await couponByCode('PLAIN500')).toMatchObject({
      minimumTotal: 0,
      validFrom: null,
      validUntil: null,
      useLimit: null,
      oncePerMember: false,
    });
  });

  it.each([
    [['--kind', 'fixed', '--amount', '500'], '--code: クーポンコードを指定してください'],
    [
      ['--code', 'AB', '--kind', 'fixed', '--amount', '500'],
      '--code: クーポンコードは半角英数字・ハイフン・アンダースコアの3〜32文字で指定してください',
    ],
    [
      ['--code', 'GOOD1', '--kind', 'half', '--amount', '500'],
      '--kind: 種類は fixed（定額）か percent（定率）で指定してください',
    ],
    [
      ['--code', 'GOOD1', '--kind', 'fixed', '--amount', 'abc'],
      '--amount: 割引額は半角数字の整数で指定してください',
    ],
    [['--code', 'GOOD1', '--kind', 'fixed', '--amount', '0'], '--amount: 割引額は1以上で指定してください'],
    [
      ['--code', 'GOOD1', '--kind', 'percent', '--amount', '120'],
      '--amount: 定率の割引は1〜100（%）で指定してください',
    ],
    [
      ['--code', 'GOOD1', '--kind', 'fixed', '--amount', '5', '--until', '2026-02-30'],
      '--until: 終了日は 2026-12-31 または 2026-12-31 10:00 の形で指定してください',
    ],
    [
      [
        '--code',
        'GOOD1',
        '--kind',
        'fixed',
        '--amount',
        '5',
        '--from',
        '2026-12-01',
        '--until',
        '2026-11-30',
      ],
      '--until: 終了日は開始日より後にしてください',
    ],
    [
      ['--code', 'GOOD1', '--kind', 'fixed', '--amount', '5', '--discount', '5'],
      '知らないオプションです: --discount',
    ],
    [
      ['--code', 'PLAIN500', '--kind', 'fixed', '--amount', '5'],
      'クーポンコード PLAIN500 は既に登録されています',
    ],
  ])('refuses %j with 2 and says why', async (args, message) => {
    if (message.includes('PLAIN500'))
      await run('coupon:create', '--code', 'PLAIN500', '--kind', 'fixed', '--amount', '500');
    const before = await t.app.db.select().from(coupons);
    expect(await run('coupon:create', ...args)).toEqual({ exitCode: 2, output: message });
    expect(await t.app.db.select().from(coupons)).toHaveLength(before.length);
  });
});

describe('points:grant and points:take', () => {
  const balance = async () =>
    (await t.app.db.select().from(users).where(eq(users.id, member.id)))[0]?.holdingPoint;

  it('moves points with the memo and says the new balance', async () => {
    expect(
      await run(
        'points:grant',
        '--email',
        member.email.toUpperCase(),
        '--amount',
        '1500',
        '--memo',
        'お詫び',
      ),
    ).toEqual({
      exitCode: 0,
      output: `佐藤 花子 様（${member.email}）の 1,500 ポイントを付与しました。保有ポイント：1,500`,
    });
    expect(
      (await run('points:take', '--email', member.email, '--amount', '500', '--memo', '付与ミス')).exitCode,
    ).toBe(0);
    expect(await balance()).toBe(1000);
    const movements = await t.app.db
      .select()
      .from(pointMovements)
      .where(eq(pointMovements.userId, member.id));
    expect(movements.map((movement) => [movement.kind, movement.amount, movement.memo])).toEqual([
      ['granted', 1500, 'お詫び'],
      ['revoked', -500, '付与ミス'],
    ]);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'member'), eq(auditLog.subjectId, String(member.id))));
    expect(audits.map((entry) => [entry.action, entry.actor])).toEqual([
      ['points.grant', 'コマンドライン'],
      ['points.take', 'コマンドライン'],
    ]);
  });

  it('never takes a member below 0, and changes nothing on bad input', async () => {
    const held = await balance();
    expect(await run('points:take', '--email', member.email, '--amount', '999999', '--memo', 'x')).toEqual({
      exitCode: 2,
      output: `佐藤 花子 様の保有ポイント（${formatPoints(held ?? 0)}）より多くは取り消せません`,
    });
    expect(await run('points:grant', '--email', 'nobody@example.jp', '--amount', '1', '--memo', 'x')).toEqual(
      {
        exitCode: 2,
        output: 'このメールアドレスの会員は見つかりません: nobody@example.jp',
      },
    );
    expect(await run('points:grant', '--email', member.email, '--amount', '1')).toEqual({
      exitCode: 2,
      output: '--memo: 理由（memo）を指定してください',
    });
    expect(await run('points:grant', '--email', member.email, '--amount=-5', '--memo', 'x')).toEqual({
      exitCode: 2,
      output: '--amount: ポイント数は1以上で指定してください',
    });
    expect(await run('points:grant', '--email', member.email, '--amount', '-5', '--memo', 'x')).toEqual({
      exitCode: 2,
      output: '--amount の値が - で始まっています。--amount=値 の形で指定してください',
    });
    expect(await balance()).toBe(held);
  });
});

describe('purchases:list and purchases:reconcile', () => {
  it('lists purchases, filtered by member and payment status', async () => {
    const buyer = await createTestMember(t.app);
    const res = await postPurchase(t.app, buyer, purchaseBody());
    const purchaseId = res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
    const listed = await run('purchases:list', '--email', buyer.email, '--status', 'on_delivery');
    expect(listed.exitCode).toBe(0);
    const lines = listed.output.split('\n');
    expect(lines[0]).toMatch(/^ご注文番号\s+日時\s+会員\s+支払方法\s+状態\s+合計\s+明細$/);
    expect(lines[1]).toContain(purchaseId);
    expect(lines[1]).toContain('代金引換');
    expect(lines[1]).toContain('¥2,860');
    expect(await run('purchases:list', '--email', buyer.email, '--status', 'paid')).toEqual({
      exitCode: 0,
      output: '該当するご注文はありません',
    });
    expect((await run('purchases:list', '--status', 'shipped')).exitCode).toBe(2);
  });

  it('settles card purchases whose outcome was left unknown', async () => {
    const buyer = await createTestMember(t.app);
    setCardGatewayFactory(() => ({
      charge: () => new Promise(() => undefined),
      completeThreeDSecure: () => new Promise(() => undefined),
      refund: () => new Promise(() => undefined),
      inquire: () => new Promise(() => undefined),
    }));
    const res = await postPurchase(t.app, buyer, purchaseBody(cardCheckout(await cardToken(t.app))));
    expect(res.statusCode).toBe(503);
    setCardGatewayFactory();
    t.setNow(new Date(t.app.now().getTime() + requestLeaseMs(t.config) + 1000));
    expect(await run('purchases:reconcile')).toEqual({
      exitCode: 0,
      output: [
        '決済確定: 0件',
        '取り消し（未決済）: 1件',
        '確認できず（時間をおいて再実行してください）: 0件',
        '要確認（purchases:flagged で一覧）: 0件',
      ].join('\n'),
    });
  });

  it('withdraws a PayPay payment left open, as at --as-of on a test server only (decision 0785)', async () => {
    const buyer = await createTestMember(t.app);
    const res = await postPurchase(t.app, buyer, purchaseBody({ paymentMethod: 'paypay' }));
    expect(res.statusCode).toBe(200);
    expect((await run('purchases:reconcile', '--as-of', 'tomorrow')).exitCode).toBe(2);
    const later = new Date(t.app.now().getTime() + 31 * 60 * 1000).toISOString();
    expect((await run('purchases:reconcile', '--as-of', later)).output).toContain('取り消し（未決済）: 1件');
    expect((await memberState(t.app, buyer.id)).purchases).toEqual([]);
  });

  it('lists for staff the card purchases the provider cannot tell about for an hour, until settled', async () => {
    const buyer = await createTestMember(t.app);
    const silent = {
      charge: () => new Promise<never>(() => undefined),
      completeThreeDSecure: () => new Promise<never>(() => undefined),
      refund: () => new Promise<never>(() => undefined),
      inquire: (orderNumber: string) =>
        Promise.resolve({
          status: 'error' as const,
          orderNumber,
          reason: 'network' as const,
          detail: 'down',
        }),
    };
    setCardGatewayFactory(() => silent);
    const res = await postPurchase(t.app, buyer, purchaseBody(cardCheckout(await cardToken(t.app))));
    expect(res.statusCode).toBe(503);
    const purchaseId = (await memberState(t.app, buyer.id)).purchases[0]?.purchaseId ?? '';
    const start = t.app.now().getTime();
    t.setNow(new Date(start + requestLeaseMs(t.config) + 1000));
    expect((await run('purchases:reconcile')).output).toContain(
      '確認できず（時間をおいて再実行してください）: 1件',
    );
    expect((await run('purchases:flagged')).output).not.toContain(purchaseId);

    t.setNow(new Date(start + UNKNOWN_LIMIT_MS + 1000));
    expect((await run('purchases:reconcile')).output).toContain('要確認（purchases:flagged で一覧）: 1件');
    const flagged = await run('purchases:flagged');
    expect(flagged.exitCode).toBe(0);
    expect(flagged.output.split('\n')[0]).toMatch(
      /^ご注文番号\s+要確認になった日時\s+会員\s+カード会社のオーダー番号\s+金額$/,
    );
    expect(flagged.output).toContain(purchaseId);
    expect(flagged.output).toContain(buyer.email);
    // Never released while unknown: the member's purchase is still there, waiting.
    expect((await memberState(t.app, buyer.id)).purchases).toMatchObject([{ paymentStatus: 'authorizing' }]);

    // The provider answers again: the charge never reached it, so the purchase goes, and leaves the list.
    setCardGatewayFactory();
    t.setNow(new Date(start + UNKNOWN_LIMIT_MS + 60_000));
    expect((await run('purchases:reconcile')).output).toContain('取り消し（未決済）: 1件');
    expect((await run('purchases:flagged')).output).not.toContain(purchaseId);
  });
});

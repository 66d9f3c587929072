// The order and estimate commands as the staff call them: options parsed, refusals as bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { estimateRequests, orders } from '../db/schema.ts';
import { createTestMember } from '../modules/auth/test-member.ts';
import { createTestPurchase } from '../modules/orders/test-purchase.ts';
import { runAdminCommand } from './run.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const run = (...argv: string[]) =>
  runAdminCommand(argv, {
    db: t.app.db,
    now: t.app.now(),
    app: async () => t.app,
    context: () => ({ now: t.app.now(), config: t.config }),
  });

describe('order commands of npm run admin', () => {
  it('moves an order along the transition table and refuses a move it forbids', async () => {
    const member = await createTestMember(t.app);
    const purchase = await createTestPurchase(t.app.db, {
      userId: member.id,
      paymentMethod: 'epsilon',
      status: 3,
    });
    const orderId = `${purchase.purchaseId}-1`;

    const refused = await run('order:move', '--order', orderId, '--to', 'delivered');
    expect(refused.exitCode).toBe(2);

    const moved = await run('order:move', '--order', orderId, '--to', 'datachecked');
    expect(moved.exitCode).toBe(0);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row?.status).toBe(5);
  });

  it('refuses shipping without a carrier and tracking number, with the reason', async () => {
    const result = await run('order:move', '--order', '12345678901-1', '--to', 'shipped');
    expect(result.exitCode).toBe(2);
    expect(result.output).toMatch(/配送業者/);
  });

  it('refuses an unknown option with exit code 2', async () => {
    expect((await run('orders:list', '--colour', 'red')).exitCode).toBe(2);
  });

  it('lists the orders waiting in a status', async () => {
    const result = await run('orders:list', '--status', 'purchased');
    expect(result.exitCode).toBe(0);
  });

  it('answers an estimate request with its alternatives', async () => {
    const [request] = await t.app.db
      .insert(estimateRequests)
      .values({ form: { email: 'kyaku@example.jp', familyName: '山田' } })
      .returning();
    const result = await run(
      'estimate:answer',
      '--request-id',
      String(request!.id),
      '--estimate-number',
      'E2026112001',
      '--title',
      '透明ステッカー 特注',
      '--child',
      '1:33000:500枚',
      '--child',
      '2:52800:1000枚',
      '--valid-days',
      '30',
    );
    expect(result).toMatchObject({ exitCode: 0 });
    expect(result.output).toMatch(/E2026112001/);
  });
});

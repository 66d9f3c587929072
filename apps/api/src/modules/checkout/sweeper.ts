// Runs the reconciliation once a minute while the server is up, and once right after a start: a
// process killed during purchases settles them when it (or another instance) comes back. The same
// round cancels bank transfers past their deadline (decision 0820), closes the virtual accounts of
// cancelled or expired orders at their provider (decision 0787), sends 後払い's shipping and
// cancellation reports that failed (decisions 0827, 0845) and tells the invoice-credit provider what it has not been told yet
// (decision 0836). Not in tests, whose clock
// stands still; they call reconcileStalePurchases and expireOverdueTransfers themselves.
import type { FastifyInstance } from 'fastify';
import { expireOverdueTransfers } from '../bank-transfer/expire.ts';
import { virtualAccountGatewayFor } from '../../payments/virtual-account-gateway.ts';
import { closeFinishedAccounts } from '../virtual-account/close-account.ts';
import { reconcileStalePurchases } from './reconcile.ts';
import { sendDueProviderReports } from '../deferred-payment/provider-reports.ts';
import { invoiceCreditGatewayFor } from '../../payments/invoice-credit-gateway.ts';
import { reportUnreportedCreditOrders } from '../invoice-credit/report.ts';

const INTERVAL_MS = 60_000;

export function startReconciliation(app: FastifyInstance): void {
  if (app.config.appEnv === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await reconcileStalePurchases(app);
      if (summary.paid + summary.released + summary.unknown > 0) app.log.info({ summary }, 'reconciliation');
    } catch (error) {
      app.log.error({ err: error }, 'reconciliation failed');
    }
    // Apart from the cards': a provider that fails never holds up the transfers' deadline. Each
    // purchase is locked and checked again, so instances running the round together cancel once.
    try {
      const transfers = await expireOverdueTransfers({
        db: app.db,
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      if (transfers.expired > 0) app.log.info({ transfers }, 'bank transfers past their deadline cancelled');
    } catch (error) {
      app.log.error({ err: error }, 'bank transfer expiry failed');
    }
    // After the expiry, so an account expired this round is closed this round (decision 0787). A
    // provider that does not answer leaves the account for the next round; nothing waits on it.
    try {
      const accounts = await closeFinishedAccounts({
        db: app.db,
        now: app.now(),
        gateway: virtualAccountGatewayFor(app),
      });
      if (accounts.closed > 0) app.log.info({ closed: accounts.closed }, 'virtual accounts closed');
      if (accounts.failed.length > 0)
        app.log.warn({ failed: accounts.failed }, 'virtual accounts not closed yet: asked again next round');
    } catch (error) {
      app.log.error({ err: error }, 'closing virtual accounts failed');
    }
    // 後払い's shipping and cancellation reports not yet taken by the provider (decisions 0827,
    // 0845), each after its wait.
    try {
      const reports = await sendDueProviderReports(app);
      if (reports.sent > 0) app.log.info({ reports }, 'deferred-payment reports sent');
    } catch (error) {
      app.log.error({ err: error }, 'deferred-payment reports failed');
    }
    // 掛け払い's orders and cancellations not yet told to the provider (decision 0836).
    try {
      await reportUnreportedCreditOrders({
        db: app.db,
        now: app.now(),
        gateway: invoiceCreditGatewayFor(app),
        log: app.log,
      });
    } catch (error) {
      app.log.error({ err: error }, 'invoice-credit reporting failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void round(), INTERVAL_MS);
    timer.unref();
    first = setTimeout(() => void round(), 5_000);
    first.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
  });
}

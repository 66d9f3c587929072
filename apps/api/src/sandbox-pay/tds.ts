// The stand-in's 3-D Secure challenge (decision 0322): the shop's page posts PaReq, TermUrl and MD
// here; the customer types the test password or cancels; the answer goes back to TermUrl as PaRes
// and MD. The outcome is written to the charge first, so any instance can finish it.
import { and, eq, isNull } from 'drizzle-orm';
import { formatDate, formatYen } from '@shop/domain/format';
import { toHalfWidthDigits } from '@shop/domain/validation';
import { sandboxCharges } from '../db/schema.ts';
import type { SandboxContext } from './charges.ts';
import { encodePaRes, type ChallengeOutcome } from './pa-res.ts';
import { challengePage, errorPage, returnPage } from './tds-page.ts';

export const TEST_PASSWORD = '1234';
/** Wrong passwords allowed before the challenge fails, as issuers lock after a few. */
export const MAX_ATTEMPTS = 3;

export interface Page {
  statusCode: number;
  html: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const invalidChallenge = (): Page => ({
  statusCode: 400,
  html: errorPage('この本人認証は無効か、すでに完了しています。'),
});

export async function openChallenge(
  context: SandboxContext,
  answerUrl: string,
  body: Record<string, unknown> | undefined,
): Promise<Page> {
  const pareq = text(body?.PaReq);
  const termUrl = text(body?.TermUrl);
  const md = text(body?.MD);
  if (!isHttpUrl(termUrl))
    return { statusCode: 400, html: errorPage('ショップからの戻り先の指定に誤りがあります。') };
  if (!pareq) return invalidChallenge();
  const [row] = await context.db
    .select()
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.pareq, pareq),
        eq(sandboxCharges.status, 'challenge'),
        isNull(sandboxCharges.paRes),
      ),
    );
  if (!row) return invalidChallenge();
  // The first TermUrl is kept: the answer goes there, whatever a later form says.
  if (row.termUrl === null) {
    await context.db
      .update(sandboxCharges)
      .set({ termUrl, updatedAt: context.now })
      .where(eq(sandboxCharges.id, row.id));
  }
  return {
    statusCode: 200,
    html: challengePage({ answerUrl, pareq, md, ...summary(row, context.now), error: null }),
  };
}

export async function answerChallenge(
  context: SandboxContext,
  answerUrl: string,
  body: Record<string, unknown> | undefined,
): Promise<Page> {
  const pareq = text(body?.PaReq);
  const md = text(body?.MD);
  if (!pareq) return invalidChallenge();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.pareq, pareq),
          eq(sandboxCharges.status, 'challenge'),
          isNull(sandboxCharges.paRes),
        ),
      )
      .for('update');
    if (!row || row.termUrl === null) return invalidChallenge();

    let outcome: ChallengeOutcome;
    let attempts = row.tdsAttempts;
    if (text(body?.action) === 'cancel') {
      outcome = 'N';
    } else if (toHalfWidthDigits(text(body?.password).trim()) === TEST_PASSWORD) {
      outcome = 'Y';
    } else {
      attempts += 1;
      if (attempts < MAX_ATTEMPTS) {
        await tx
          .update(sandboxCharges)
          .set({ tdsAttempts: attempts, updatedAt: context.now })
          .where(eq(sandboxCharges.id, row.id));
        const error = `パスワードが正しくありません（あと${MAX_ATTEMPTS - attempts}回入力できます）`;
        return {
          statusCode: 200,
          html: challengePage({ answerUrl, pareq, md, ...summary(row, context.now), error }),
        };
      }
      outcome = 'N';
    }
    const paRes = encodePaRes(outcome);
    await tx
      .update(sandboxCharges)
      .set({ paRes, tdsAttempts: attempts, updatedAt: context.now })
      .where(eq(sandboxCharges.id, row.id));
    return {
      statusCode: 200,
      html: returnPage({ termUrl: row.termUrl, paRes, md, authenticated: outcome === 'Y' }),
    };
  });
}

function summary(row: typeof sandboxCharges.$inferSelect, now: Date) {
  return { amount: formatYen(row.amount), maskedCardNo: row.maskedCardNo ?? '', date: formatDate(now) };
}

// For tests of 掛け払い: a company member's application, the stand-in's screening, and a member
// approved through both, as the shop's own routes and the stand-in's page make them. Not used by
// the server.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreditLineAnswer } from '@shop/domain/invoice-credit';
import { creditLines } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';

/** A valid application's fields (a ¥10,000 limit asked), with `fields` over them. */
export const creditApplication = (fields: Record<string, unknown> = {}) => ({
  businessType: 'corporation',
  corporateNumber: '7000012050002',
  companyName: '株式会社シール商会',
  department: '総務部',
  contactName: '山田 太郎',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1',
  tel: '03-1234-5678',
  desiredLimit: '10000',
  ...fields,
});

/** The provider's reference of the member's application. */
export async function applicationIdOf(app: FastifyInstance, member: TestMember): Promise<string> {
  const [row] = await app.db.select().from(creditLines).where(eq(creditLines.userId, member.id));
  return row?.applicationId ?? '';
}

/** The tester's press of 「審査結果を通知する」 on the stand-in's page. */
export const screenOnStandIn = async (app: FastifyInstance, member: TestMember) =>
  app.inject({
    method: 'POST',
    url: '/sandbox-pay/gmokb/screen',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ application_id: await applicationIdOf(app, member) }).toString(),
  });

/** A new member whose application the stand-in approved with the limit asked. */
export async function approvedCreditMember(
  app: FastifyInstance,
  desiredLimit = '10000',
): Promise<TestMember> {
  const member = await createTestMember(app);
  const applied = await app.inject({
    method: 'POST',
    url: '/api/v2/credit-line/application',
    headers: member.headers,
    payload: creditApplication({ desiredLimit }),
  });
  if (applied.statusCode !== 200) throw new Error(`application: ${applied.statusCode} ${applied.body}`);
  const screened = await screenOnStandIn(app, member);
  if (screened.statusCode !== 200) throw new Error(`screening: ${screened.statusCode} ${screened.body}`);
  const line = await app.inject({ method: 'GET', url: '/api/v2/credit-line', headers: member.headers });
  const state = line.json<{ data: CreditLineAnswer }>().data.creditLine?.state;
  if (state !== 'approved') throw new Error(`the credit line is ${state ?? 'missing'}, not approved`);
  return member;
}

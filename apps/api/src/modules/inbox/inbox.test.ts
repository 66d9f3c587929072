// Issue 20 point 4: the inboxes of contact messages and sample requests. A message sent by a
// visitor appears as open; staff name an assignee, reply by mail (the reply kept in the thread and
// queued to the sender) and the message becomes handled; Today counts what is still open. Every
// change is in the audit log.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_REPLY_MAX, type InboxListAnswer, type InboxMessage } from '@shop/domain/inbox';
import { mailSignature } from '@shop/domain/shop-profile';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { auditLog, contactMessages, mailOutbox } from '../../db/schema.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';

let t: TestApp;
let clerk: TestStaff;
let other: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await createTestStaff(t.app, { role: 'staff', name: '受付 係' });
  other = await createTestStaff(t.app, { role: 'staff', name: '発送 係' });
});
afterAll(async () => t.close());

let serial = 0;
const uniqueEmail = () => `inbox${++serial}-${process.pid}@example.jp`;

async function sendContact(email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/contact',
    remoteAddress: `198.51.100.${serial}`,
    payload: {
      order_status: '注文前',
      order_id: '',
      organization: 'ステッカー商会',
      family_name: '佐藤',
      given_name: '花子',
      tel: '',
      email,
      message: '白PPの耐水性について教えてください。',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json<{ data: { receiptNumber: string } }>().data.receiptNumber.slice(2));
}

async function sendSample(email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/sample',
    remoteAddress: `198.51.100.${100 + serial}`,
    payload: {
      sampleList: ['101'],
      organization: '',
      name: '山田 太郎',
      kana: 'ヤマダ タロウ',
      postalCode: '100-0001',
      addressLevel1: '13',
      addressLevel2: '千代田区',
      addressLine1: '千代田1-1',
      addressLine2: '',
      tel: '03-1234-5678',
      email,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json<{ data: { receiptNumber: string } }>().data.receiptNumber.slice(2));
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: TestStaff = clerk) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

const todayCounts = async () =>
  (await call('GET', '/today')).json<{ data: { counts: Record<string, number> } }>().data.counts;

describe('the contact inbox', () => {
  it('lists a new message as open, takes an assignee and a reply by mail, and is then handled', async () => {
    const before = await todayCounts();
    const email = uniqueEmail();
    const id = await sendContact(email);
    expect((await todayCounts()).messagesOpen).toBe((before.messagesOpen ?? 0) + 1);

    const list = await call('GET', '/inbox/contact');
    expect(list.statusCode).toBe(200);
    const open = list.json<{ data: InboxListAnswer }>().data;
    const row = open.rows.find((entry) => entry.id === id);
    expect(row).toMatchObject({
      kind: 'contact',
      receiptNumber: `C-${String(id).padStart(6, '0')}`,
      from: 'ステッカー商会 佐藤 花子',
      email,
      handledAt: null,
      assignee: null,
      replies: 0,
    });
    expect(open.openCount).toBeGreaterThanOrEqual(1);

    const assigned = await call('PATCH', `/inbox/contact/${id}`, { assigneeId: other.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<{ data: InboxMessage }>().data.assignee).toEqual({ id: other.id, name: '発送 係' });

    const replied = await call('POST', `/inbox/contact/${id}/reply`, {
      subject: 'お問い合わせの件',
      body: '白PPは屋外でも1年ほどお使いいただけます。',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const message = replied.json<{ data: InboxMessage }>().data;
    expect(message.handledAt).not.toBeNull();
    expect(message.handledBy).toBe('受付 係');
    expect(message.message).toBe('白PPの耐水性について教えてください。');
    expect(message.thread).toEqual([
      expect.objectContaining({
        staffName: '受付 係',
        to: email,
        subject: 'お問い合わせの件',
        body: '白PPは屋外でも1年ほどお使いいただけます。',
      }),
    ]);

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, '【シールラボ】お問い合わせの件')))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.text).toContain('ステッカー商会\n佐藤 花子 様');
    expect(mail?.text).toContain('白PPは屋外でも1年ほどお使いいただけます。');
    expect(mail?.text).toContain('白PPの耐水性について教えてください。');
    expect(mail?.text).toContain(`お問い合わせフォームに受付番号「C-${String(id).padStart(6, '0')}」`);
    // The staff reply signs as every mail does (decision 0783): a reply reaches the shop.
    expect(mail?.text.trimEnd().endsWith(mailSignature(t.config.shopProfile, t.config.publicUrl))).toBe(true);

    expect((await todayCounts()).messagesOpen).toBe(before.messagesOpen ?? 0);
    const handledList = (await call('GET', '/inbox/contact?state=handled')).json<{ data: InboxListAnswer }>()
      .data;
    expect(handledList.rows.find((entry) => entry.id === id)?.replies).toBe(1);
    const openList = (await call('GET', '/inbox/contact')).json<{ data: InboxListAnswer }>().data;
    expect(openList.rows.some((entry) => entry.id === id)).toBe(false);

    const receipt = `C-${String(id).padStart(6, '0')}`;
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'contact-message'), eq(auditLog.subjectId, receipt)));
    expect(audits.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['inbox.assign', clerk.id],
      ['inbox.reply', clerk.id],
      ['inbox.handle', clerk.id],
    ]);

    // Reopened, it counts again; a reply that is not to settle it leaves it open.
    expect((await call('PATCH', `/inbox/contact/${id}`, { handled: false })).statusCode).toBe(200);
    const second = await call('POST', `/inbox/contact/${id}/reply`, {
      subject: '補足',
      body: '追ってご連絡いたします。',
      markHandled: false,
    });
    expect(second.json<{ data: InboxMessage }>().data).toMatchObject({ handledAt: null, handledBy: null });
    expect(second.json<{ data: InboxMessage }>().data.thread).toHaveLength(2);
    expect((await todayCounts()).messagesOpen).toBe((before.messagesOpen ?? 0) + 1);
  });

  it('refuses bad input with 400 and field messages, and unknown messages with 404', async () => {
    const id = await sendContact(uniqueEmail());
    const empty = await call('POST', `/inbox/contact/${id}/reply`, { subject: '', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'body',
      'subject',
    ]);
    const long = await call('POST', `/inbox/contact/${id}/reply`, {
      subject: '件名',
      body: 'あ'.repeat(INBOX_REPLY_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect((await call('PATCH', `/inbox/contact/${id}`, {})).statusCode).toBe(400);
    const nobody = await call('PATCH', `/inbox/contact/${id}`, { assigneeId: 2_147_483_000 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json<{ errors: Record<string, string> }>().errors.assigneeId).toBeDefined();
    expect((await call('GET', '/inbox/contact/2147483647')).statusCode).toBe(404);
    expect((await call('GET', '/inbox/contact/abc')).statusCode).toBe(400);
    expect((await call('GET', '/inbox/contact?state=maybe')).statusCode).toBe(400);
    // Nothing of the refused calls reached the log.
    const receipt = `C-${String(id).padStart(6, '0')}`;
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, receipt))).toEqual([]);
  });
});

describe('an odd stored row', () => {
  it('still shows, blank where a field is missing, and the inbox still lists', async () => {
    const [row] = await t.app.db
      .insert(contactMessages)
      .values({ form: { message: 42, familyName: ['x'] }, userId: null })
      .returning({ id: contactMessages.id });
    const id = row?.id ?? 0;
    expect((await call('GET', '/inbox/contact?state=all')).statusCode).toBe(200);
    const detail = await call('GET', `/inbox/contact/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ data: InboxMessage }>().data).toMatchObject({ message: '42', email: '' });
    // No address to answer: refused, nothing kept, nothing queued.
    const reply = await call('POST', `/inbox/contact/${id}/reply`, { subject: '件名', body: '本文' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json<{ message: string }>().message).toBe(
      '返信先のメールアドレスがないため、メールで返信できません',
    );
    expect((await call('GET', `/inbox/contact/${id}`)).json<{ data: InboxMessage }>().data.thread).toEqual(
      [],
    );
  });
});

describe('the sample inbox', () => {
  it('shows the samples asked for and the address, and is counted on Today until handled', async () => {
    const before = await todayCounts();
    const email = uniqueEmail();
    const id = await sendSample(email);
    expect((await todayCounts()).samplesOpen).toBe((before.samplesOpen ?? 0) + 1);
    const detail = (await call('GET', `/inbox/sample/${id}`)).json<{ data: InboxMessage }>().data;
    expect(detail.receiptNumber).toBe(`S-${String(id).padStart(6, '0')}`);
    expect(detail.fields.find((field) => field.label === '住所')?.value).toBe('東京都千代田区千代田1-1');
    expect(detail.fields[0]?.label).toBe('ご希望のサンプル');
    expect(detail.staff.map((member) => member.id)).toEqual(expect.arrayContaining([clerk.id, other.id]));

    const handled = await call('PATCH', `/inbox/sample/${id}`, { handled: true }, other);
    expect(handled.json<{ data: InboxMessage }>().data.handledBy).toBe('発送 係');
    expect((await todayCounts()).samplesOpen).toBe(before.samplesOpen ?? 0);
    // Marking it handled again changes nothing and writes nothing more.
    await call('PATCH', `/inbox/sample/${id}`, { handled: true });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, `S-${String(id).padStart(6, '0')}`));
    expect(audits.map((entry) => entry.action)).toEqual(['inbox.handle']);
  });
});

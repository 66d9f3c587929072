import { describe, expect, it } from 'vitest';
import { defaultReplySubject, inboxChangeSchema, inboxListQuerySchema, inboxReplySchema } from './inbox.ts';

describe('the inbox schemas', () => {
  it('want something to change, and take nobody as an assignee', () => {
    expect(inboxChangeSchema.safeParse({}).success).toBe(false);
    expect(inboxChangeSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(inboxChangeSchema.parse({ handled: true })).toEqual({ handled: true });
    expect(inboxChangeSchema.safeParse({ assigneeId: 0 }).success).toBe(false);
  });

  it('settle the message with the reply unless told not to, and list the open ones by default', () => {
    expect(inboxReplySchema.parse({ subject: ' 件名 ', body: '本文\nです' })).toEqual({
      subject: '件名',
      body: '本文\nです',
      markHandled: true,
    });
    expect(inboxListQuerySchema.parse({})).toEqual({ state: 'open' });
  });

  it('start the reply’s subject with the receipt number', () => {
    expect(defaultReplySubject('contact', 'C-000123')).toBe('お問い合わせの件（C-000123）');
    expect(defaultReplySubject('sample', 'S-000007')).toBe('無料サンプルのお申し込みの件（S-000007）');
  });
});

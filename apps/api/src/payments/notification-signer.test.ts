import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_SECONDS, signNotification, verifyNotification } from './notification-signer.ts';

const secret = 'whsec-test-0123456789';
const now = new Date('2026-11-26T01:00:00Z');
const body = JSON.stringify({ notification_id: 'n-1', account_number: '9000001', total_deposited: 2530 });
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('the notification signer', () => {
  it('signs as t=<unix seconds>,v1=<64 hex>', () => {
    expect(signNotification(secret, body, now)).toMatch(/^t=1795654800,v1=[0-9a-f]{64}$/);
  });

  it('verifies what it signed, and tells when it was signed', () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification({ secret, body, header, now })).toEqual({ ok: true, signedAt: now });
  });

  it('refuses another body, another secret, no header and a malformed one', () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification({ secret, body: `${body} `, header, now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyNotification({ secret: 'other', body, header, now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyNotification({ secret, body, header: undefined, now })).toEqual({
      ok: false,
      reason: 'missing',
    });
    for (const bad of ['v1=abc', 't=1,v1=zz', 'sha256=00', `t=1795654800`, `t=x,${header.split(',')[1]}`])
      expect(verifyNotification({ secret, body, header: bad, now }).ok, bad).toBe(false);
  });

  it('refuses a changed timestamp: the time is signed with the body', () => {
    const header = signNotification(secret, body, now);
    const moved = header.replace(/^t=\d+/, `t=${Math.floor(now.getTime() / 1000) + 1}`);
    expect(verifyNotification({ secret, body, header: moved, now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('accepts within the tolerance window either way and refuses outside it', () => {
    const header = signNotification(secret, body, now);
    const at = (seconds: number) => verifyNotification({ secret, body, header, now: later(seconds) }).ok;
    expect(at(SIGNATURE_TOLERANCE_SECONDS)).toBe(true);
    expect(at(-SIGNATURE_TOLERANCE_SECONDS)).toBe(true);
    expect(at(SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(false);
    expect(at(-SIGNATURE_TOLERANCE_SECONDS - 1)).toBe(false);
    expect(verifyNotification({ secret, body, header, now: later(61), toleranceSeconds: 60 })).toEqual({
      ok: false,
      reason: 'outside-tolerance',
    });
  });

  it('accepts one of several signatures (a secret being rotated)', () => {
    const header = signNotification(secret, body, now);
    const old = signNotification('old-secret', body, now).split(',')[1] ?? '';
    expect(verifyNotification({ secret, body, header: `${header},${old}`, now }).ok).toBe(true);
    expect(verifyNotification({ secret, body, header: [header.split(',')[0] ?? '', old], now }).ok).toBe(
      false,
    );
  });

  it('round-trips every body and secret, and one changed character always fails', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.nat(),
        fc.integer({ min: -SIGNATURE_TOLERANCE_SECONDS, max: SIGNATURE_TOLERANCE_SECONDS }),
        (key, text, index, drift) => {
          const header = signNotification(key, text, now);
          expect(verifyNotification({ secret: key, body: text, header, now: later(drift) }).ok).toBe(true);
          const changed =
            text.length === 0
              ? 'x'
              : `${text.slice(0, index % text.length)}${text[index % text.length] === 'a' ? 'b' : 'a'}${text.slice((index % text.length) + 1)}`;
          expect(verifyNotification({ secret: key, body: changed, header, now }).ok).toBe(false);
        },
      ),
    );
  });
});

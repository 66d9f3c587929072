// Pieces every mail of the shop shares: the greeting, the signature, dates in Japanese form.
import { formatDateTime } from '@shop/domain/format';
import { mailSignature } from '@shop/domain/shop-profile';
import { shopProfile } from '../documents/shop-profile.ts';

/** The shop's name as the configured profile gives it (SHOP_PROFILE; issue 15). */
export const shopName = (): string => shopProfile().shopName;

/** 2026年11月20日(金) 10:00 (Asia/Tokyo), as every screen writes it. */
export function japaneseDateTime(date: Date): string {
  return formatDateTime(date);
}

/** 「山田 太郎 様」; with no name known, 「お客様」. */
export function greeting(name: { familyName?: string; givenName?: string; organization?: string }): string {
  const person = [name.familyName ?? '', name.givenName ?? ''].filter((part) => part !== '').join(' ');
  const lines: string[] = [];
  if (name.organization) lines.push(name.organization);
  lines.push(person ? `${person} 様` : 'お客様');
  return lines.join('\n');
}

/**
 * The shop's signature: where to write, then the operator's profile (one text in the domain,
 * decision 0783).
 */
export function signature(publicUrl: string): string {
  return mailSignature(shopProfile(), publicUrl);
}

/** A whole mail text: greeting, body paragraphs, signature. */
export function mailText(publicUrl: string, greetingText: string, paragraphs: readonly string[]): string {
  return [
    greetingText,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    signature(publicUrl),
    '',
  ].join('\n');
}

/** 【シールラボ】subject */
export function mailSubject(subject: string): string {
  return `【${shopName()}】${subject}`;
}

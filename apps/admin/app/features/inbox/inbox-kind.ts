import { INBOX_KINDS, type InboxKind } from '@shop/domain/inbox';

/** The kind named in the address, or null for an address that names none. */
export function inboxKindOf(value: string | undefined): InboxKind | null {
  return INBOX_KINDS.find((kind) => kind === value) ?? null;
}

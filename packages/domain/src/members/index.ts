// What the shop knows of a member that its screens reuse. Its own entry: the header's member query
// loads it with the shared code, so it must not bring any form schema along (decision 0563).
export { memberContactOf, type MemberContact } from './member-contact.ts';
export { leaveDataStatement } from './leave-data.ts';

// The toasts', alerts' and API envelope's messages without the rest of the message catalogue
// (messages/notices.ts, decision 0563).
export { apiMessages, noticeMessages } from '../messages/notices.ts';

// Zod's messages in the spec's Japanese (messages/zod-error-map.ts) on a path of their own: the web
// app's form resolver loads them with zod after the page is shown, not with every form's first view
// (decision 0563). `@shop/domain/messages` exports the same map.
export { japaneseErrorMap } from '../messages/zod-error-map.ts';

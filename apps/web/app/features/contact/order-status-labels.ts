// The kinds of question as the form and its confirmation name them. Apart from the form's screen:
// the confirmation page shows the label without loading the form layer (decision 0563).
import type { ContactOrderStatus } from '@shop/domain/form-limits';

export const orderStatusLabels: Record<ContactOrderStatus, string> = {
  注文前: 'ご注文前のご相談・ご質問',
  注文後: 'ご注文後のお問い合わせ（納期・入稿データ・お届けなど）',
};

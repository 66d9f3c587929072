// The mail an invited staff member receives: the link to set a password, and what happens next.
import { staffRoleLabels, type StaffRole } from '@shop/domain/staff';
import { japaneseDateTime, mailSubject, mailText } from '../../mail/compose.ts';
import type { OutgoingMail } from '../../mail/queue.ts';

export function staffInvitationMail(
  publicUrl: string,
  invitation: { email: string; name: string; role: StaffRole; invitedBy: string },
  link: string,
  expiresAt: Date,
): OutgoingMail {
  return {
    to: invitation.email,
    subject: mailSubject('管理画面へのご招待'),
    text: mailText(publicUrl, `${invitation.name} 様`, [
      `${invitation.invitedBy} さんから、シールラボ管理画面の${staffRoleLabels[invitation.role]}として招待されました。`,
      `下記のURLを開き、パスワードを設定してください。\n${link}`,
      [
        `※URLの有効期限は ${japaneseDateTime(expiresAt)} までです。一度だけご利用いただけます。`,
        '※初回ログイン時に、スマートフォンの認証アプリ（Google Authenticator など）で二段階認証を設定していただきます。',
        '※お心当たりのない場合は、本メールを破棄してください。',
      ].join('\n'),
    ]),
  };
}

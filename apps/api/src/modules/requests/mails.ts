// The mails of sample requests, estimate requests and contact messages: one to the staff with
// everything they need to act, and an automatic reply to the customer with a copy of what was sent
// (decision 0444). Both are queued in the transaction that stores the request.
import {
  estimateHurryLabel,
  estimateSizeLabel,
  type ContactForm,
  type SampleRequest,
} from '@shop/domain/forms';
import { formatPostalCode } from '@shop/domain/format';
import { prefectureLabel } from '@shop/domain/prefectures';
import { greeting, japaneseDateTime, mailSubject, mailText } from '../../mail/compose.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import type { StoredEstimateRequest } from './estimate-form.ts';

/** Staff and customers quote this number: S-000123, E-000123, C-000123. */
export function receiptNumber(kind: 'sample' | 'estimate' | 'contact', id: number): string {
  const letter = { sample: 'S', estimate: 'E', contact: 'C' }[kind];
  return `${letter}-${String(id).padStart(6, '0')}`;
}

export interface MailContext {
  publicUrl: string;
  staffEmail: string;
  receivedAt: Date;
  receipt: string;
}

/** 「ラベル：値」 lines; an empty answer shows as 「（未記入）」 so staff see it was left out. */
function lines(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}：${value === '' ? '（未記入）' : value}`).join('\n');
}

function heading(title: string, body: string): string {
  return `■ ${title}\n${body}`;
}

const fullName = (form: { familyName: string; givenName: string }) => `${form.familyName} ${form.givenName}`;

/** The person's name as a subject line shows it: 「山田商店 山田 太郎 様」. */
function subjectName(organization: string, name: string): string {
  return `${organization === '' ? '' : `${organization} `}${name} 様`;
}

function staffMail(
  context: MailContext,
  title: string,
  who: string,
  blocks: readonly string[],
  replyTo: string,
): OutgoingMail {
  return {
    to: context.staffEmail,
    subject: mailSubject(`${title} ${context.receipt}（${who}）`),
    text: [
      `${title}が届きました。`,
      `受付番号：${context.receipt}`,
      `受付日時：${japaneseDateTime(context.receivedAt)}`,
      `返信先：${replyTo}`,
      '',
      ...blocks.flatMap((block) => [block, '']),
    ].join('\n'),
  };
}

function copyNotice(context: MailContext): string {
  return [`受付番号：${context.receipt}`, `受付日時：${japaneseDateTime(context.receivedAt)}`].join('\n');
}

// ---------------------------------------------------------------- samples

export interface SampleMailInput {
  form: SampleRequest;
  /** Names of the chosen catalogue products, in the order chosen. */
  sampleNames: string[];
}

function sampleBlocks({ form, sampleNames }: SampleMailInput): string[] {
  return [
    heading('ご希望のサンプル', sampleNames.map((name) => `・${name}`).join('\n')),
    heading(
      'お届け先',
      lines([
        ['会社名・団体名', form.organization],
        ['お名前', form.name],
        ['フリガナ', form.kana],
        ['郵便番号', formatPostalCode(form.postalCode, { mark: true })],
        [
          '住所',
          `${prefectureLabel(form.addressLevel1)}${form.addressLevel2}${form.addressLine1}${form.addressLine2 === '' ? '' : ` ${form.addressLine2}`}`,
        ],
        ['電話番号', form.tel],
        ['メールアドレス', form.email],
      ]),
    ),
  ];
}

export function sampleRequestMails(context: MailContext, input: SampleMailInput): OutgoingMail[] {
  const { form } = input;
  const blocks = sampleBlocks(input);
  return [
    staffMail(
      context,
      '無料サンプルのお申し込み',
      subjectName(form.organization, form.name),
      blocks,
      form.email,
    ),
    {
      to: form.email,
      subject: mailSubject('無料サンプルのお申し込みを受け付けました'),
      text: mailText(
        context.publicUrl,
        greeting({ organization: form.organization, familyName: form.name }),
        [
          'このたびはシールラボの無料サンプルをお申し込みいただき、誠にありがとうございます。\n以下の内容でお申し込みを受け付けました。',
          'サンプルは通常3営業日以内に、ポスト投函（ゆうメール）にて発送いたします。\n到着まで今しばらくお待ちください。',
          copyNotice(context),
          ...blocks,
        ],
      ),
    },
  ];
}

// ---------------------------------------------------------------- estimates

export interface RequestSection {
  title: string;
  rows: (readonly [string, string])[];
}

/**
 * What an estimate request says, in sections of labelled answers: the staff mail, the receipt mail
 * and the back office's inbox all read it this way (decision 0752).
 */
export function estimateRequestSections(form: StoredEstimateRequest): {
  wish: RequestSection[];
  etc: string;
  customer: RequestSection;
} {
  const quantities = [form.num0, form.num1, form.num2]
    .filter((num) => num !== '')
    .map((num) => `${Number(num).toLocaleString('ja-JP')}枚`);
  return {
    wish: [
      {
        title: 'ご希望の仕様',
        rows: [
          ['用途', form.purpose],
          ['粘着の強さ', form.adhesive],
          [
            '貼る場所',
            form.placementEtc === '' ? form.placement : `${form.placement}（${form.placementEtc}）`,
          ],
          ['素材', form.material],
          ['サイズ', estimateSizeLabel(form.sizeX, form.sizeY)],
          ['形状', form.shape],
          ['白インク', form.whiteInk],
          ['印刷色', form.color],
          ['特色', form.tokusyokuText === '' ? form.tokusyoku : `${form.tokusyoku}（${form.tokusyokuText}）`],
          ['ラミネート', form.lamination],
          ['特殊加工', form.specialProcessing],
          ['数量', quantities.join(' / ')],
        ],
      },
      {
        title: '納品・梱包',
        rows: [
          ['納品形態', form.deliveryForm],
          ['ロール巻き', form.rollRoll],
          ['ロールの巻き方向', form.rollPlacement],
          ['ロールの紙管・外径', form.rollSize],
          ['梱包', form.packaging],
          ['データの入稿方法', form.submission],
          ['納品先（都道府県）', form.deliveryTo],
          ['お急ぎ', estimateHurryLabel(form.isHurry)],
        ],
      },
    ],
    etc: form.etc,
    customer: {
      title: 'お客様',
      rows: [
        ['会社名・団体名', form.organization],
        ['お名前', fullName(form)],
        ['電話番号', form.tel],
        ['メールアドレス', form.email],
      ],
    },
  };
}

function estimateBlocks(form: StoredEstimateRequest, files: readonly string[]): string[] {
  const { wish, etc, customer } = estimateRequestSections(form);
  return [
    ...wish.map((section) => heading(section.title, lines(section.rows))),
    heading('添付ファイル', files.length === 0 ? 'なし' : files.map((name) => `・${name}`).join('\n')),
    heading('その他のご要望', etc === '' ? '（未記入）' : etc),
    heading(customer.title, lines(customer.rows)),
  ];
}

export function estimateRequestMails(
  context: MailContext,
  form: StoredEstimateRequest,
  fileNames: readonly string[],
): OutgoingMail[] {
  const blocks = estimateBlocks(form, fileNames);
  return [
    staffMail(
      context,
      form.isHurry ? 'お見積りのご依頼【お急ぎ】' : 'お見積りのご依頼',
      subjectName(form.organization, fullName(form)),
      blocks,
      form.email,
    ),
    {
      to: form.email,
      subject: mailSubject('お見積りのご依頼を受け付けました'),
      text: mailText(context.publicUrl, greeting(form), [
        'このたびはシールラボにお見積りをご依頼いただき、誠にありがとうございます。\n以下の内容でご依頼を受け付けました。',
        '内容を確認のうえ、担当者より原則2営業日以内にメールでお見積りをお送りいたします。\n仕様について確認させていただく場合は、お電話またはメールでご連絡いたします。',
        copyNotice(context),
        ...blocks,
      ]),
    },
  ];
}

// ---------------------------------------------------------------- contact

function contactBlocks(form: ContactForm): string[] {
  return [
    heading(
      'お問い合わせの内容',
      lines([
        ['ご注文の状況', form.orderStatus],
        ...(form.orderStatus === '注文後' ? ([['ご注文番号・明細番号', form.orderId]] as const) : []),
      ]),
    ),
    form.message,
    heading(
      'お客様',
      lines([
        ['会社名・団体名', form.organization],
        ['お名前', fullName(form)],
        ['電話番号', form.tel],
        ['メールアドレス', form.email],
      ]),
    ),
  ];
}

export function contactMails(context: MailContext, form: ContactForm): OutgoingMail[] {
  const blocks = contactBlocks(form);
  const about = form.orderStatus === '注文後' ? `ご注文 ${form.orderId} について` : 'ご注文前';
  return [
    staffMail(
      context,
      `お問い合わせ（${about}）`,
      subjectName(form.organization, fullName(form)),
      blocks,
      form.email,
    ),
    {
      to: form.email,
      subject: mailSubject('お問い合わせを受け付けました'),
      text: mailText(context.publicUrl, greeting(form), [
        'このたびはシールラボにお問い合わせいただき、誠にありがとうございます。\n以下の内容でお問い合わせを受け付けました。',
        '担当者より、原則2営業日以内にご返信いたします。\n土日祝日・年末年始にいただいたお問い合わせは、翌営業日以降の対応となります。',
        copyNotice(context),
        ...blocks,
      ]),
    },
  ];
}

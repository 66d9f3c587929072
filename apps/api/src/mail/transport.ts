// Where mail goes: real SMTP when SMTP_URL is set, otherwise one .eml file per message in
// DATA_DIR/outbox/ (open it with any mail client), so the shop runs with no mail server at all.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAddress } from '@shop/domain/shop-profile';
import type { Config } from '../config.ts';

export interface MailMessage {
  id: number;
  /** The sending address (the profile's mailFrom). */
  from: MailAddress;
  /** Where a customer's reply goes: the address they write to (the profile's email; decision 0783). */
  replyTo: MailAddress;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Sends one message; throws when it was not accepted. Returns where it went, for the log. */
  send(message: MailMessage): Promise<{ destination: string }>;
}

function mailOptions(message: MailMessage) {
  return {
    from: message.from,
    replyTo: message.replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    // Japanese text: UTF-8 in quoted-printable keeps long lines intact in every client.
    textEncoding: 'quoted-printable' as const,
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message));
      return { destination: `smtp:${info.messageId}` };
    },
  };
}

export function fileTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message));
      await fs.mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique by queue id: a retried message overwrites its own earlier file.
      const file = path.join(outboxDir, `mail-${String(message.id).padStart(8, '0')}.eml`);
      await fs.writeFile(file, info.message);
      return { destination: file };
    },
  };
}

/** The transport the configuration asks for. */
export function configuredTransport(config: Config): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'outbox'));
}

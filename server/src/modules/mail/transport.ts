import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './outbox.repository.ts';

/** An e-mail as sent, with the Message-ID it keeps for every attempt. */
export type SendableEmail = OutgoingEmail & { messageId: string };

export interface MailTransport {
  readonly description: string;
  send(email: SendableEmail): Promise<void>;
}

/**
 * nodemailer waits up to 2 min to connect and 10 min for a silent server by default; a send must
 * end well within the mail worker's lease on the message.
 */
const SMTP_TIME_LIMITS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Real delivery through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://…). */
function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ ...SMTP_TIME_LIMITS, url });
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
      });
    },
  };
}

/**
 * Without SMTP, each e-mail is written as an .eml file (openable in any mail program) into
 * `directory`, so a developer can read reset and invitation links.
 */
function fileTransport(directory: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${directory}`,
    async send(email) {
      const info = await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
      });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.to.replace(/[^\w.@-]/g, '_')}.eml`;
      const file = path.join(directory, name);
      // Written under another name, then renamed: whoever watches the directory (a mail program,
      // the browser tests) never reads an e-mail writeFile has created but not yet filled.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
  };
}

/** SMTP when `SMTP_URL` is configured, otherwise .eml files in the data directory. */
export function mailTransport(settings: { smtpUrl: string | null; from: string; directory: string }): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : fileTransport(settings.directory, settings.from);
}

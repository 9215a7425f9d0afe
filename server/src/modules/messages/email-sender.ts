import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MessagesConfig } from '#server/config.ts';
import { SendFailure } from './send-failure';

export type OutgoingEmail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  /** Extra headers: List-Unsubscribe on marketing e-mails (docs/marketing-consent.md). */
  headers?: Record<string, string> | null;
  /** Files it carries: the payment's receipt as a PDF (docs/receipts.md). */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { filename: string; content: Buffer; contentType: string };

export type EmailSender = {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

/** Connection problems that another try may not meet (nodemailer's codes and the socket's). */
const TEMPORARY_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // A wrong password or a server that wants TLS is the shop's settings, not the message: once they
  // are fixed, the waiting messages go.
  'EAUTH',
  'ETLS',
]);

/**
 * docs/messages.md: e-mail through SMTP_URL, or, without it, as .eml files under DATA_DIR/mail/ so
 * a new shop can read what it would have sent.
 */
export function emailSender(config: MessagesConfig, dataDir: string, log: FastifyBaseLogger): EmailSender {
  const from = config.mailFrom;
  const { smtpUrl } = config;
  // nodemailer loads with the first message, not with the server: an idle shop holds a few MB less
  // (docs/performance-log.md, "where an idle server's memory goes").
  let made: Promise<Transporter> | undefined;
  const transport = () => {
    made ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport({
            url: smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return made;
  };
  const close = () => {
    made?.then((t) => t.close()).catch(() => {});
  };
  if (smtpUrl) {
    return {
      async send(email) {
        try {
          await (await transport()).sendMail(mailOf(from, email));
        } catch (err) {
          throw smtpFailure(err);
        }
      },
      close,
    };
  }
  const folder = path.join(dataDir, 'mail');
  return {
    async send(email) {
      const { message } = await (await transport()).sendMail(mailOf(from, email));
      await fs.mkdir(folder, { recursive: true });
      // Sorted by time when listed; the id keeps two messages of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${email.id}-${email.kind}.eml`);
      await fs.writeFile(file, message as Buffer);
      log.info({ file, to: email.to, kind: email.kind }, `E-mail written to ${file}`);
    },
    close,
  };
}

function mailOf(from: string, email: OutgoingEmail) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo && { replyTo: email.replyTo }),
    ...(email.headers && { headers: email.headers }),
    ...(email.attachments?.length && { attachments: email.attachments }),
  };
}

function smtpFailure(err: unknown): SendFailure {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const reason = (e.response ?? e.message ?? String(err)).slice(0, 500);
  if (typeof e.responseCode === 'number') return new SendFailure(reason, e.responseCode < 500);
  return new SendFailure(reason, e.code === undefined || TEMPORARY_CODES.has(e.code));
}

/**
 * The outbox's transport, used by the outbox alone (docs/architecture.md "Mail: one outbox"). With SMTP_HOST set,
 * messages go out over SMTP (SMTP_PORT, SMTP_SECURE,
 * SMTP_USER, SMTP_PASSWORD, MAIL_FROM). Without it, each message is written as an .eml file
 * under DATA_DIR/mail and its links are logged, so a fresh install needs no mail server.
 * A mailer's send() throws when the message could not be delivered.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { dataPaths } from '../../../platform/runtime';
import { settings, type Settings } from '../../../platform/settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe of the notices). */
  headers?: Record<string, string>;
  /** A fixed Message-ID, so a message sent again after a crash can be recognised as the same. */
  messageId?: string;
  /** Files sent with it (a booking's calendar event). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export class MailNotSentError extends Error {
  /** The server refused the message itself (SMTP 5xx): sending it again will not help. */
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];

/** The one SMTP configuration: this mailer's and Strapi's email plugin's (config/plugins.ts). */
export const smtpOptions = (smtp: NonNullable<Settings['mail']['smtp']>) => ({
  ...smtp,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
});

/**
 * The outbox's SMTP connections are pooled: a round sends its batch over at most this many
 * connections at a time, each reused for this many messages, so a backlog does not open a
 * connection per message.
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 } as const;

export interface Mailer {
  /** Sends one message; throws MailNotSentError when it was not delivered. */
  send(message: MailMessage): Promise<void>;
  /** Closes the pooled connections (an idle outbox, the portal's stop); the next send opens them again. */
  close(): void;
}

type Log = { info(message: string): void; error(message: string): void };

/**
 * A mailer on the one SMTP configuration: `pooled` for the outbox's rounds; without, each message
 * has a connection of its own (an immediate kind, sent while its caller waits).
 */
export function createMailer(log: Log, { pooled }: { pooled: boolean }): Mailer {
  let pool: nodemailer.Transporter | undefined;
  const transporter = (smtp: NonNullable<Settings['mail']['smtp']>) => {
    if (!pooled) return nodemailer.createTransport(smtpOptions(smtp));
    pool ??= nodemailer.createTransport({ ...smtpOptions(smtp), pool: true, ...SMTP_POOL });
    return pool;
  };
  return {
    async send(message) {
      const { from, smtp } = settings().mail;
      const mail = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
        attachments: message.attachments,
      };
      try {
        if (smtp) {
          const transport = transporter(smtp);
          try {
            await transport.sendMail(mail);
          } finally {
            if (!pooled) transport.close();
          }
          log.info(`Mail "${message.subject}" sent to ${message.to}`);
          return;
        }
        const { message: raw } = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail);
        const folder = dataPaths().mail;
        await fs.mkdir(folder, { recursive: true });
        const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`);
        await fs.writeFile(file, raw as Buffer, { mode: 0o600 });
        log.info(`Mail "${message.subject}" to ${message.to} written to ${file}; links: ${linksIn(message.text).join(' ') || 'none'}`);
      } catch (error) {
        log.error(`Mail "${message.subject}" to ${message.to} could not be sent: ${error instanceof Error ? error.message : error}`);
        const code = Number((error as { responseCode?: unknown } | null)?.responseCode);
        throw new MailNotSentError(error instanceof Error ? error.message : String(error), code >= 500 && code < 600);
      }
    },
    close() {
      pool?.close();
      pool = undefined;
    },
  };
}

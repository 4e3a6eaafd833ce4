/** A real SMTP server on 127.0.0.1 that keeps what the portal sends, for reading mail and following its links. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface CapturedMail {
  to: string[];
  subject: string;
  /** The message source with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startMailbox() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    /** The settings that make a portal send its mail here. */
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Hearth <portal@hearth.test>' },
    messages,
    /** The messages sent to one address, oldest first. */
    to(address: string) {
      return messages.filter((m) => m.to.includes(address));
    },
    /** The last message to an address. */
    lastTo(address: string) {
      return this.to(address).at(-1);
    },
    /** The first link of the last message to an address that starts with the prefix. */
    linkTo(address: string, prefix: string) {
      const mail = this.lastTo(address);
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return mail ? new RegExp(`${escaped}[^\\s<>"']+`).exec(mail.text)?.[0] : undefined;
    },
    /** The server goes away (connections to its port are refused) until up(): the portal's settings stay as they are. */
    down: () => new Promise<void>((resolve) => server.server.close(() => resolve())),
    up: () => new Promise<void>((resolve) => (server.server.listening ? resolve() : server.server.listen(port, '127.0.0.1', resolve))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server on 127.0.0.1 that keeps what the portal sends, for following e-mailed links. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The message source with quoted-printable soft breaks and escapes undone. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

export async function startMailbox() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(raw);
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '', text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    /** The last message to an address. */
    lastTo(address: string) {
      return [...messages].reverse().find((m) => m.to.includes(address));
    },
    /** The first link of the last message to an address that starts with the prefix. */
    linkTo(address: string, prefix: string) {
      const mail = this.lastTo(address);
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return mail ? new RegExp(`${escaped}[^\\s<>"']+`).exec(mail.text)?.[0] : undefined;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

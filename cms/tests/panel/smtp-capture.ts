/** A real SMTP server on 127.0.0.1 that keeps every message it receives (decoded text), for tests. */
import net from 'node:net';
import { createRequire } from 'node:module';

const { SMTPServer } = createRequire(__filename)('smtp-server');

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough for plain-text bodies. */
function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: NodeJS.ReadableStream, session: { envelope: { rcptTo: { address: string }[] } }, callback: () => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text: decodeBody(raw) });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as net.AddressInfo).port)));
  return {
    port,
    mails,
    /** The messages sent to one address. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

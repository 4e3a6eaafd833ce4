/**
 * A mail catcher for the journeys: an in-process SMTP server (smtp-server) that stores each
 * message as a JSON file, so every Playwright worker can read what the portal sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link found in the text and HTML bodies, in order. */
  links: string[];
  /** An e-mail notice of new content (it carries the one-click unsubscribe header), not an account e-mail. */
  notice: boolean;
  raw: string;
  receivedAt: string;
}

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the mail catcher runs only when the global setup starts the portal.');
  return dir;
};

/** Starts the catcher on a free loopback port (used by the global setup). */
export async function startMailCatcher(dir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const stored = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}.json`;
        fs.writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(stored));
        fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

// ------------------------------------------------------------ a small MIME reader

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words in headers, e.g. =?UTF-8?Q?Reset_your_password?= */
const decodeHeader = (value = '') =>
  value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitMessage(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const content = decodeBody(body, headers['content-transfer-encoding']);
  if (/text\/html/i.test(type)) into.html += content;
  else if (/text\/plain/i.test(type)) into.text += content;
}

function parseEmail(stored: { from: string; to: string[]; raw: string; receivedAt: string }): CapturedEmail {
  const { headers } = splitMessage(stored.raw);
  const bodies = { text: '', html: '' };
  collectParts(stored.raw, bodies);
  const hrefs = [...bodies.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const bare = [...bodies.text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0]);
  return {
    ...stored,
    subject: decodeHeader(headers.subject),
    text: bodies.text,
    html: bodies.html,
    links: [...new Set([...bare, ...hrefs.filter((h) => /^https?:/.test(h))])],
    notice: 'list-unsubscribe-post' in headers,
  };
}

/** Every message caught so far, oldest first. */
export function allEmails(): CapturedEmail[] {
  const dir = mailDir();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseEmail(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
}

/**
 * The newest message to this address, waiting up to `timeout` ms for one to arrive.
 * Pass `after` (e.g. a Date taken before the action) to ignore older messages. Account e-mails
 * only, unless `notices` asks for the notices of new content instead (the demo accounts get both).
 */
export async function lastEmailTo(
  address: string,
  options: { timeout?: number; after?: Date; notices?: boolean } = {},
): Promise<CapturedEmail> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + (options.timeout ?? 15_000);
  for (;;) {
    const found = allEmails()
      .filter((m) => m.to.includes(wanted) && m.notice === Boolean(options.notices))
      .filter((m) => !options.after || new Date(m.receivedAt) >= options.after)
      .pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} arrived within ${options.timeout ?? 15_000} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

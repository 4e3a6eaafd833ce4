// @ts-check
/**
 * The one SMTP mailbox of the tests: a real SMTP server on 127.0.0.1 (smtp-server) that keeps what
 * the portal sends, read as parsed mails (subject, headers, text and HTML bodies, links). The cms
 * tests read it in process; the journeys' global setup passes `dir` so that every Playwright worker
 * (another process) reads the same mails with readMailDir().
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} CapturedMail
 * @property {string} from The envelope sender.
 * @property {string[]} to The envelope recipients, lower case.
 * @property {string} subject Decoded (RFC 2047).
 * @property {Record<string, string>} headers Lower-case names, folded lines joined.
 * @property {string} text The plain-text body, decoded.
 * @property {string} html The HTML body, decoded.
 * @property {string[]} links Every http(s) link of the text and HTML bodies, in order.
 * @property {MailPart[]} attachments The other parts (files, calendar events), decoded.
 * @property {boolean} notice A notice of new content (it carries the one-click unsubscribe header), not an account e-mail.
 * @property {string} raw The message source as received.
 * @property {string} receivedAt ISO time.
 */

/** @typedef {{ filename: string, contentType: string, content: string }} MailPart */

/** @typedef {{ from: string, to: string[], raw: string, receivedAt: string }} StoredMail */

/** @typedef {{ text: string, html: string, attachments: MailPart[] }} Bodies */

/** @typedef {Awaited<ReturnType<typeof startMailbox>>} Mailbox */

/**
 * Starts the mailbox on a free loopback port. With `dir`, each mail is also written there as a
 * JSON file (written whole, then renamed) for readMailDir() in other processes.
 * @param {{ dir?: string }} [options]
 */
export async function startMailbox({ dir } = {}) {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  /** @type {CapturedMail[]} */
  const messages = [];
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('end', () => {
        /** @type {StoredMail} */
        const stored = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((/** @type {{ address: string }} */ r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        messages.push(parseMail(stored));
        if (dir) {
          const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}.json`;
          fs.writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(stored));
          fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
        }
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  /** @param {string} address */
  const to = (address) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    port,
    /** The settings that make a portal send its mail here. */
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Hearth <portal@hearth.test>' },
    /** Every mail received, oldest first. */
    messages,
    /** The mails sent to one address, oldest first. */
    to,
    /** The last mail to an address. @param {string} address */
    lastTo: (address) => to(address).at(-1),
    /**
     * The first link of the last mail to an address that starts with the prefix.
     * @param {string} address
     * @param {string} prefix
     */
    linkTo: (address, prefix) =>
      to(address)
        .at(-1)
        ?.links.find((link) => link.startsWith(prefix)),
    /** The server goes away (connections to its port are refused) until up(): the portal's settings stay as they are. */
    down: () => new Promise((resolve) => server.server.close(() => resolve(undefined))),
    up: () =>
      new Promise((resolve) =>
        server.server.listening ? resolve(undefined) : server.server.listen(port, '127.0.0.1', () => resolve(undefined)),
      ),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Every mail a mailbox started with `dir` has received, oldest first.
 * @param {string} dir
 * @returns {CapturedMail[]}
 */
export function readMailDir(dir) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseMail(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
}

// ------------------------------------------------------------ a small MIME reader

/** @param {string} raw */
function splitMessage(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** @param {string} text */
const decodeQuotedPrintable = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * @param {string} body
 * @param {string} [encoding]
 */
function decodeBody(body, encoding = '') {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/**
 * RFC 2047 encoded words in headers, e.g. =?UTF-8?Q?Reset_your_password?=; the white space between two
 * adjacent encoded words is the folding's, not the text's (RFC 2047 §6.2). @param {string} [value]
 */
const decodeHeader = (value = '') =>
  value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, /** @type {string} */ kind, /** @type {string} */ text) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/**
 * @param {string} raw
 * @param {Bodies} into
 */
function collectParts(raw, into) {
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
  const disposition = headers['content-disposition'] ?? '';
  const filename = /(?:file)?name="?([^";]+)"?/i.exec(`${disposition};${type}`)?.[1] ?? '';
  if (/^attachment/i.test(disposition) || !/^text\/(plain|html)/i.test(type))
    into.attachments.push({ filename, contentType: type, content });
  else if (/text\/html/i.test(type)) into.html += content;
  else into.text += content;
}

/**
 * @param {StoredMail} stored
 * @returns {CapturedMail}
 */
function parseMail(stored) {
  const { headers } = splitMessage(stored.raw);
  /** @type {Bodies} */
  const bodies = { text: '', html: '', attachments: [] };
  collectParts(stored.raw, bodies);
  const hrefs = [...bodies.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const bare = [...bodies.text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0]);
  return {
    ...stored,
    subject: decodeHeader(headers.subject),
    headers,
    text: bodies.text,
    html: bodies.html,
    links: [...new Set([...bare, ...hrefs.filter((h) => /^https?:/.test(h))])],
    attachments: bodies.attachments,
    notice: 'list-unsubscribe-post' in headers,
  };
}

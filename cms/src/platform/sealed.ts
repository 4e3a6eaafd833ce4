/**
 * Text sealed with the portal's own secret (AES-256-GCM, a random IV each time): what the database
 * must hold but its readers must not read (a two-factor secret, a secret ballot's weight). Each
 * purpose has its own key, derived from the app keys that live in DATA_DIR, not in the database.
 */
import crypto from 'node:crypto';
import { secrets } from './runtime';

const keyOf = (purpose: string) => crypto.createHmac('sha256', secrets().appKeys).update(purpose).digest();

export function seal(purpose: string, text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(purpose), iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function unseal(purpose: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/**
 * A keyed tag of `text` (HMAC-SHA-256, base64url): the database can find a value by it (a ballot's
 * receipt) but cannot tell from it the value, nor test a guess, without the portal's key.
 */
export const keyedTag = (purpose: string, text: string): string =>
  crypto.createHmac('sha256', keyOf(purpose)).update(text).digest('base64url');

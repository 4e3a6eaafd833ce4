/**
 * Generated passwords: never a fixed, well-known one. What the portal generates is printed
 * once and kept in DATA_DIR/credentials.txt (owner-only), as KEY=value lines.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PASSWORD_PATTERN } from '@hearth/common';
import { dataPaths } from '../platform/runtime';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Four groups of five random characters joined by hyphens: ~110 bits, and it meets the password rule (docs/requirements.md §5). */
export function generatePassword(): string {
  for (;;) {
    const bytes = crypto.randomBytes(20);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    const password = chars.match(/.{5}/g)!.join('-');
    if (PASSWORD_PATTERN.test(password)) return password;
  }
}

export type Credentials = Record<string, string>;

export function readCredentials(): Credentials {
  const file = dataPaths().credentials;
  if (!fs.existsSync(file)) return {};
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

const COMMENTS: Record<string, string> = {
  DEMO_PASSWORD: '# Password of the demo accounts admin, director, owner, tenant and propmgr (sign in at /oidc via the Login button).',
  ADMIN_EMAIL: '# The Strapi admin panel at /admin: its first super admin.',
};

/** Adds entries to the credentials file, readable and writable by the owner only. */
export function saveCredentials(entries: Credentials): void {
  const file = dataPaths().credentials;
  const all = { ...readCredentials(), ...entries };
  const lines = ['# Hearth: credentials generated on first start. Keep this file private; change the passwords after signing in.'];
  for (const [key, value] of Object.entries(all)) {
    if (COMMENTS[key]) lines.push(COMMENTS[key]);
    lines.push(`${key}=${value}`);
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/**
 * The provider's own pages (login, logout, errors) in the portal's look: plain HTML and
 * inline CSS with a per-response nonce, no external assets, served with a strict CSP.
 */
import crypto from 'node:crypto';
import { copyrightLine, logoSvg, PALETTE, RESEND_VERIFICATION_PATH } from '@hearth/common';
import type { SiteBrand } from '../platform/site-name';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The portal's palette and header (web/src/shared/ui/tokens.css, common/src/brand.ts). */
const C = PALETTE;
// The body is at least the window's height and main takes the room left, so on a short page (login,
// two-factor code) the footer ends at the window's bottom, with no blank band under it.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;background:${C.bg};color:${C.text}}
header{background:${C.header};color:${C.headerText}}
.bar{max-width:1140px;margin:0 auto;padding:8px 16px;display:flex;align-items:center;min-height:60px}
header a{color:${C.headerText};text-decoration:none;font-weight:800;font-size:1.3rem;display:inline-flex;align-items:center;gap:8px;min-height:44px}
main{flex:1 0 auto;width:100%;max-width:26rem;margin:2rem auto 0;padding:0 1rem}
.card{background:${C.surface};border:1px solid ${C.border};border-radius:6px;box-shadow:0 1px 3px rgb(0 0 0 / .12),0 4px 12px rgb(0 0 0 / .06);padding:1.5rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.25}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input[type=text],input[type=password]{width:100%;min-height:44px;padding:.5rem .7rem;border:1px solid ${C.border};border-radius:6px;font-size:1rem;background:${C.surface};color:${C.text}}
:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
button{margin-top:1.3rem;width:100%;min-height:44px;padding:.6rem;border:1px solid ${C.primary};border-radius:6px;background:${C.primary};color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:${C.primaryHover}}
.error{background:${C.dangerBg};border:1px solid #f1b5ae;color:${C.danger};padding:.7rem .8rem;border-radius:6px;margin-bottom:.5rem}
.notice{border:1px solid ${C.border};border-left:4px solid ${C.primary};padding:.7rem .8rem;border-radius:6px;margin:0 0 .5rem}
.links{margin-top:1.25rem;display:flex;flex-wrap:wrap;gap:.4rem 1.2rem}
.links a,p a{color:${C.primary};text-underline-offset:2px}
footer{background:${C.header};color:${C.headerText};text-align:center;font-size:.9rem;padding:1rem;margin-top:2rem}
`;

export interface Page {
  html: string;
  csp: string;
}

function layout(title: string, site: SiteBrand, body: string, script = ''): Page {
  const nonce = crypto.randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><div class="bar"><a href="/home">${logoSvg()}${escapeHtml(site.name)}</a></div></header>
<main><div class="card">
${body}
</div></main>
<footer>${escapeHtml(copyrightLine(site.name, site.copyrightStartYear))}</footer>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}

export function loginPage(options: { action: string; site: SiteBrand; username?: string; error?: string; notice?: string }): Page {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  const notice = options.notice ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>` : '';
  return layout(
    'Login',
    options.site,
    `<h1>Login</h1>
${notice}
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on" novalidate>
<label for="username">User Name</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="255" required value="${escapeHtml(options.username ?? '')}"${options.username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="128" required${options.username ? ' autofocus' : ''}>
<button type="submit">Login</button>
</form>
<div class="links">
<a href="/forgotPassword">Forgot Password?</a>
<a href="/forgotUsername">Forgot User Name?</a>
<a href="${RESEND_VERIFICATION_PATH}">Send the verification email again</a>
<a href="/register">Register</a>
</div>`,
  );
}

/** RP-initiated logout asked for by the signed-in person's own app (a valid id_token_hint): submitted at once. */
export function logoutPage(options: { site: SiteBrand; form: string }): Page {
  return layout(
    'Logout',
    options.site,
    `<h1>Logging out…</h1>
${options.form}
<p>If nothing happens, <button type="submit" form="op.logoutForm" name="logout" value="yes">Logout</button></p>`,
    `var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();`,
  );
}

/**
 * Logout without a valid id_token_hint, e.g. a plain visit from another website: nothing ends until
 * the person clicks (docs/requirements.md, "States and transitions"), so the page carries no script at all.
 */
export function logoutConfirmationPage(options: { site: SiteBrand; form: string }): Page {
  return layout(
    'Logout',
    options.site,
    `<h1>Log out?</h1>
<p>Do you want to log out of ${escapeHtml(options.site.name)}?</p>
${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Logout</button>
<div class="links"><a href="/home">Stay logged in</a></div>`,
  );
}

export function messagePage(options: { site: SiteBrand; title: string; message: string }): Page {
  return layout(
    options.title,
    options.site,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<p><a href="/home">Back to the portal</a></p>`,
  );
}

/** Two-factor sign-in, after the password: the code of the authenticator app or a recovery code. */
export function secondFactorPage(options: { action: string; site: SiteBrand; error?: string }): Page {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return layout(
    'Login',
    options.site,
    `<h1>Two-factor sign-in</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off" novalidate>
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="32" required autofocus>
<p>Enter the 6-digit code of your authenticator app, or one of your recovery codes.</p>
<button type="submit">Verify</button>
</form>`,
  );
}

/** Enrolment during sign-in, when the site requires two-factor sign-in for the account. */
export function enrolPage(options: { action: string; site: SiteBrand; qrCode: string; secret: string; error?: string }): Page {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return layout(
    'Login',
    options.site,
    `<h1>Set up two-factor sign-in</h1>
${error}
<p>Your account must use two-factor sign-in. Scan this code with an authenticator app, or type the key below, then enter the code the app shows.</p>
<p><img src="${escapeHtml(options.qrCode)}" alt="QR code for the authenticator app" width="220" height="220"></p>
<p>Key: <code>${escapeHtml(options.secret)}</code></p>
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off" novalidate>
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
<button type="submit">Turn on and continue</button>
</form>`,
  );
}

/** The recovery codes, shown once after an enrolment during sign-in. */
export function recoveryCodesPage(options: { action: string; site: SiteBrand; codes: string[] }): Page {
  return layout(
    'Login',
    options.site,
    `<h1>Your recovery codes</h1>
<p>Two-factor sign-in is on. Keep these codes somewhere safe: each one works once, in place of a code of the app.</p>
<ul>${options.codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('')}</ul>
<form method="post" action="${escapeHtml(options.action)}">
<button type="submit">Continue</button>
</form>`,
  );
}

/**
 * The provider's own pages (login, logout, errors) in the portal's look: plain HTML and
 * inline CSS with a per-response nonce, no external assets, served with a strict CSP. They are in the
 * reader's language (docs/architecture.md, "Languages": common's signInWords, common's messages through
 * translateCommon), the whole page in one language, and a sign-in page offers the language switcher as
 * links that keep the sign-in going (interaction.ts reads them).
 */
import crypto from 'node:crypto';
import {
  copyrightYears,
  DEFAULT_LOCALE,
  localizedPath,
  LOCALES,
  LOCALE_NAMES,
  logoSvg,
  PALETTE,
  RESEND_VERIFICATION_PATH,
  SignInWords,
  signInWords,
  translateCommon,
  type Locale,
} from '@hearth/common';
import type { SiteBrand } from '../platform/site-name';

/** The site as a page shows it, in the reader's language (English when not said), with the switcher's addresses when it offers one. */
export interface PageSite extends SiteBrand {
  locale?: Locale;
  /** The address of this page in another language; no switcher when absent. */
  switchTo?: (locale: Locale) => string;
}

/** A text written in English, in the page's language: a word of the sign-in pages, else one of common's messages. */
function sayer(locale: Locale): (english: string) => string {
  const words = signInWords(locale) as Record<string, unknown>;
  return (english) => {
    const key = Object.keys(SignInWords).find((k) => SignInWords[k as keyof typeof SignInWords] === english);
    const word = key && words[key];
    return typeof word === 'string' ? word : translateCommon(locale, english);
  };
}

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
footer p{margin:0}
footer nav ul{list-style:none;margin:.5rem 0 0;padding:0;display:flex;justify-content:center;flex-wrap:wrap;gap:.25rem 1rem}
footer nav a{color:${C.headerText};display:inline-block;min-height:44px;min-width:44px;padding:.6rem .25rem;text-underline-offset:2px}
footer nav a[aria-current]{font-weight:700;text-decoration:none}
`;

export interface Page {
  html: string;
  csp: string;
}

/** The language switcher: each language named in itself, a link to this page in it (the current one marked). */
function switcher(site: PageSite, locale: Locale, say: (english: string) => string): string {
  if (!site.switchTo) return '';
  const links = LOCALES.map(
    (option) =>
      `<li><a href="${escapeHtml(site.switchTo!(option))}" hreflang="${option}" lang="${option}"${option === locale ? ' aria-current="true"' : ''}>${escapeHtml(LOCALE_NAMES[option])}</a></li>`,
  ).join('');
  return `<nav aria-label="${escapeHtml(say(SignInWords.language))}"><ul>${links}</ul></nav>`;
}

function layout(title: string, site: PageSite, body: (say: (english: string) => string) => string, script = ''): Page {
  const nonce = crypto.randomBytes(16).toString('base64');
  const locale = site.locale ?? DEFAULT_LOCALE;
  const say = sayer(locale);
  const home = localizedPath('/home', locale);
  const copyright = signInWords(locale).copyright(copyrightYears(site.copyrightStartYear), site.name);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(say(title))} | ${escapeHtml(site.name)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><div class="bar"><a href="${home}">${logoSvg()}${escapeHtml(site.name)}</a></div></header>
<main><div class="card">
${body(say)}
</div></main>
<footer><p>${escapeHtml(copyright)}</p>${switcher(site, locale, say)}</footer>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
  return { html, csp: contentSecurityPolicy({ style: `'nonce-${nonce}'`, script: `'nonce-${nonce}'`, image: "'self' data:" }) };
}

/** What a provider page may load: nothing but what it names, posting only to the portal, framed only by it. */
function contentSecurityPolicy(sources: { style?: string; script: string; image?: string }): string {
  return [
    "default-src 'none'",
    ...(sources.style ? [`style-src ${sources.style}`] : []),
    `script-src ${sources.script}`.trimEnd(),
    ...(sources.image ? [`img-src ${sources.image}`] : []),
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The policy of the answers oidc-provider writes itself (its JSON, and the form it submits by script when a
 * logout finds no session): its script-src starts empty, allowing no script, and oidc-provider adds the hash
 * of the one inline script it writes to a policy already set.
 */
export const PROVIDER_ANSWER_CSP = contentSecurityPolicy({ script: '' });

export function loginPage(options: { action: string; site: PageSite; username?: string; error?: string; notice?: string }): Page {
  const W = SignInWords;
  // The portal's pages in the page's language, at their language's address.
  const at = (path: string) => localizedPath(path, options.site.locale ?? DEFAULT_LOCALE);
  return layout(W.login, options.site, (say) => {
    const error = options.error ? `<div class="error" role="alert">${escapeHtml(say(options.error))}</div>` : '';
    const notice = options.notice ? `<p class="notice" role="status">${escapeHtml(say(options.notice))}</p>` : '';
    return `<h1>${say(W.login)}</h1>
${notice}
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on" novalidate>
<label for="username">${say(W.userName)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="255" required value="${escapeHtml(options.username ?? '')}"${options.username ? '' : ' autofocus'}>
<label for="password">${say(W.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="128" required${options.username ? ' autofocus' : ''}>
<button type="submit">${say(W.login)}</button>
</form>
<div class="links">
<a href="${at('/forgotPassword')}">${say(W.forgotPassword)}</a>
<a href="${at('/forgotUsername')}">${say(W.forgotUserName)}</a>
<a href="${at(RESEND_VERIFICATION_PATH)}">${say(W.resendVerification)}</a>
<a href="${at('/register')}">${say(W.register)}</a>
</div>`;
  });
}

/** RP-initiated logout asked for by the signed-in person's own app (a valid id_token_hint): submitted at once. */
export function logoutPage(options: { site: PageSite; form: string }): Page {
  const W = SignInWords;
  return layout(
    W.logout,
    options.site,
    (say) => `<h1>${say(W.loggingOut)}</h1>
${options.form}
<p>${say(W.ifNothingHappens)} <button type="submit" form="op.logoutForm" name="logout" value="yes">${say(W.logout)}</button></p>`,
    `var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();`,
  );
}

/**
 * Logout without a valid id_token_hint, e.g. a plain visit from another website: nothing ends until
 * the person clicks (docs/requirements.md, "States and transitions"), so the page carries no script at all.
 */
export function logoutConfirmationPage(options: { site: PageSite; form: string }): Page {
  const W = SignInWords;
  const home = localizedPath('/home', options.site.locale ?? DEFAULT_LOCALE);
  return layout(
    W.logout,
    options.site,
    (say) => `<h1>${say(W.logOutQuestion)}</h1>
<p>${escapeHtml(signInWords(options.site.locale ?? DEFAULT_LOCALE).logOutOf(options.site.name))}</p>
${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${say(W.logout)}</button>
<div class="links"><a href="${home}">${say(W.stayLoggedIn)}</a></div>`,
  );
}

/** A page of one message; its title and message are written in English and shown in the page's language. */
export function messagePage(options: { site: PageSite; title: string; message: string }): Page {
  const home = localizedPath('/home', options.site.locale ?? DEFAULT_LOCALE);
  return layout(
    options.title,
    options.site,
    (say) => `<h1>${escapeHtml(say(options.title))}</h1>
<p>${escapeHtml(say(options.message))}</p>
<p><a href="${home}">${say(SignInWords.backToPortal)}</a></p>`,
  );
}

/** Two-factor sign-in, after the password: the code of the authenticator app or a recovery code. */
export function secondFactorPage(options: { action: string; site: PageSite; error?: string }): Page {
  const W = SignInWords;
  return layout(W.login, options.site, (say) => {
    const error = options.error ? `<div class="error" role="alert">${escapeHtml(say(options.error))}</div>` : '';
    return `<h1>${say(W.twoFactorTitle)}</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off" novalidate>
<label for="code">${say(W.authenticationCode)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="32" required autofocus>
<p>${say(W.enterCode)}</p>
<button type="submit">${say(W.verify)}</button>
</form>`;
  });
}

/** Enrolment during sign-in, when the site requires two-factor sign-in for the account. */
export function enrolPage(options: { action: string; site: PageSite; qrCode: string; secret: string; error?: string }): Page {
  const W = SignInWords;
  return layout(W.login, options.site, (say) => {
    const error = options.error ? `<div class="error" role="alert">${escapeHtml(say(options.error))}</div>` : '';
    return `<h1>${say(W.enrolTitle)}</h1>
${error}
<p>${say(W.enrolLead)}</p>
<p><img src="${escapeHtml(options.qrCode)}" alt="${escapeHtml(say(W.qrCodeAlt))}" width="220" height="220"></p>
<p>${say(W.key)} <code>${escapeHtml(options.secret)}</code></p>
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off" novalidate>
<label for="code">${say(W.authenticationCode)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
<button type="submit">${say(W.turnOn)}</button>
</form>`;
  });
}

/** The recovery codes, shown once after an enrolment during sign-in. */
export function recoveryCodesPage(options: { action: string; site: PageSite; codes: string[] }): Page {
  const W = SignInWords;
  return layout(
    W.login,
    options.site,
    (say) => `<h1>${say(W.recoveryTitle)}</h1>
<p>${say(W.recoveryLead)}</p>
<ul>${options.codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('')}</ul>
<form method="post" action="${escapeHtml(options.action)}">
<button type="submit">${say(W.continue)}</button>
</form>`,
  );
}

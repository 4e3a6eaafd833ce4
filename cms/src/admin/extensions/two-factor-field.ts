/**
 * The panel's login, invitation and new-password pages get a field for the two-factor code of the
 * portal account (docs/maintaining-content.md). Strapi's forms send only their own fields, so the
 * code travels in a short-lived cookie for /admin that the server reads once with the form's call
 * (cms/src/middlewares/panel-two-factor.ts). Accounts without two-factor sign-in leave it empty.
 */
import { PanelMessages } from '@hearth/common';
import { panelText } from './panel-language';

const PAGES = ['/admin/auth/login', '/admin/auth/register', '/admin/auth/reset-password'];
const FIELD_ID = 'hearth-two-factor-code';
const WRAPPER_ID = 'hearth-two-factor';
const COOKIE = 'hearth_panel_code'; // read by cms/src/middlewares/panel-two-factor.ts
const COOKIE_SECONDS = 120;

function remember(code: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const value = code.trim();
  document.cookie = value
    ? `${COOKIE}=${encodeURIComponent(value)}; Path=/admin; Max-Age=${COOKIE_SECONDS}; SameSite=Strict${secure}`
    : `${COOKIE}=; Path=/admin; Max-Age=0; SameSite=Strict${secure}`;
}

function field(): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.id = WRAPPER_ID;
  wrapper.style.cssText = 'display:flex;flex-direction:column;gap:4px';
  const label = document.createElement('label');
  label.htmlFor = FIELD_ID;
  label.textContent = panelText(PanelMessages.codeFieldLabel);
  label.style.cssText = 'font-size:1.2rem;font-weight:600;line-height:1.33;color:inherit';
  const input = document.createElement('input');
  Object.assign(input, { id: FIELD_ID, name: FIELD_ID, type: 'text', inputMode: 'numeric', autocomplete: 'one-time-code', maxLength: 32 });
  input.style.cssText =
    'font:inherit;font-size:1.4rem;padding:0.85rem 1.6rem;border:1px solid #8e8ea9;border-radius:4px;background:transparent;color:inherit;width:100%;box-sizing:border-box';
  input.addEventListener('input', () => remember(input.value));
  wrapper.append(label, input);
  return wrapper;
}

export function addTwoFactorField(): void {
  const place = () => {
    if (!PAGES.includes(location.pathname.replace(/\/+$/, ''))) return;
    // The login page's language menu changes the language in place: the label follows it.
    const label = document.querySelector<HTMLLabelElement>(`label[for="${FIELD_ID}"]`);
    const words = panelText(PanelMessages.codeFieldLabel);
    if (label && label.textContent !== words) label.textContent = words;
    if (document.getElementById(FIELD_ID)) return;
    const form = document.querySelector('form');
    const submit = form?.querySelector('button[type="submit"]');
    if (!form || !submit) return;
    // Just above the button, in the form's own column: after Strapi's fields, before sending.
    submit.before(field());
    // The field's value at the moment of sending counts, whatever was typed before.
    form.addEventListener('submit', () => remember((document.getElementById(FIELD_ID) as HTMLInputElement | null)?.value ?? ''), true);
  };
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
  place();
}

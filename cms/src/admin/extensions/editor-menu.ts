/**
 * Board directors and portal administrators use the panel for content only (docs/maintaining-content.md):
 * their roles grant no settings, so Settings — which Strapi lists for everyone, showing only its
 * Overview — is hidden for them. The Marketplace and the content-type builder already need
 * permissions their roles do not grant. Hidden until the signed-in account is known to hold a
 * role of its own (a super admin's, or one given by hand), so a director never sees it flash.
 */
import { getFetchClient } from '@strapi/strapi/admin';

/** The panel roles the portal manages (cms/src/api/panel-access/services/panel-roles.ts). */
const PORTAL_ROLE_CODES = ['hearth-board-director', 'hearth-portal-administrator'];
const ALLOWED = 'data-panel-settings';
const SETTINGS_LINK = 'a[href="/admin/settings"]';

const STYLE = `html:not([${ALLOWED}]) li:has(> ${SETTINGS_LINK}), html:not([${ALLOWED}]) ${SETTINGS_LINK} { display: none !important; }`;

interface Me {
  data?: { roles?: { code?: string }[] };
}

export function hideSettingsFromContentEditors(): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);

  // A new menu (after every login) asks again who is signed in.
  let menu: Element | null = null;
  const check = () => {
    const link = document.querySelector(SETTINGS_LINK);
    const current = link?.closest('nav') ?? null;
    if (!current || current === menu) return;
    menu = current;
    document.documentElement.removeAttribute(ALLOWED);
    getFetchClient()
      .get<Me>('/admin/users/me')
      .then(({ data }) => {
        const roles = (data.data?.roles ?? []).map((role) => role.code ?? '');
        if (roles.some((code) => !PORTAL_ROLE_CODES.includes(code))) document.documentElement.setAttribute(ALLOWED, '');
      })
      .catch(() => undefined); // stays hidden: the panel itself says why the account cannot be read
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  check();
}

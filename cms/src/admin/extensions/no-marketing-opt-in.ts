/**
 * The invitation page of the panel (Strapi's own registration form) carries Strapi's marketing
 * opt-in, "Keep me updated about new features…", which would post the director's name and e-mail
 * to Strapi's analytics. It is not the association's to offer (docs/maintaining-content.md), and
 * Strapi 5.54 has no setting for it, so the field is hidden as the page draws it; its value stays
 * Strapi's default, unticked.
 */
const PAGE = '/admin/auth/register';
// The page's only checkbox; the password fields are its neighbours in the form's grid.
const OPT_IN = 'form [role="checkbox"], form input[type="checkbox"]';
const NEIGHBOUR = 'form input[type="password"]';

/** The opt-in's own cell of the form's grid: its highest ancestor that holds no other field. */
function cellOf(optIn: Element, neighbour: Element): HTMLElement | null {
  let cell: Element = optIn;
  while (cell.parentElement && !cell.parentElement.contains(neighbour)) cell = cell.parentElement;
  return cell === optIn && !cell.parentElement ? null : (cell as HTMLElement);
}

export function hideMarketingOptIn(): void {
  const hide = () => {
    if (location.pathname.replace(/\/+$/, '') !== PAGE) return;
    const optIn = document.querySelector(OPT_IN);
    const neighbour = document.querySelector(NEIGHBOUR);
    if (!optIn || !neighbour) return;
    const cell = cellOf(optIn, neighbour);
    if (cell && cell.style.display !== 'none') cell.style.display = 'none';
  };
  new MutationObserver(hide).observe(document.body, { childList: true, subtree: true });
  hide();
}

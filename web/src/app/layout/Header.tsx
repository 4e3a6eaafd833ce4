/** The site header (docs/requirements.md, "Header and footer"): menus per role, How To guides, greeting and Logout, or Login and Register. */
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth';
import { openRequestCountQuery } from '../../features/requests';
import { pendingBookingCountQuery } from '../../features/bookings';
import { useLoginLink } from '../../shared/hooks/useLoginAction';
import { Button, ButtonLink, Dropdown } from '../../shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { headerMenus } from './menus';
import styles from './Layout.module.css';
import { Logo } from './Logo';

export function Header({ siteName }: { siteName: string }) {
  const auth = useAuth();
  const loginLink = useLoginLink();
  // The folded menu is open on the page where it was opened: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const location = useLocation();
  const navId = `nav-${useId().replace(/:/g, '')}`;
  const open = openOn === location.pathname;
  const openRequests = useQuery(openRequestCountQuery(auth.isAuthenticated && auth.isSuperUser));
  const pendingBookings = useQuery(pendingBookingCountQuery(auth.isAuthenticated && auth.isSuperUser));
  const { t, i18n } = useLingui();
  const menus = headerMenus(auth.isAuthenticated, auth.roles, openRequests.data?.open, pendingBookings.data?.pending, i18n);
  const greetingName = auth.profile?.given_name || auth.userName;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/home" className={styles.brand}>
          <Logo />
          {siteName}
        </Link>
        <nav id={navId} aria-label={t`Main`} className={[styles.nav, open && styles.navOpen].filter(Boolean).join(' ')}>
          <ul className={styles.navList}>
            {menus.main.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {menus.admin && (
              <li>
                <Dropdown label={t`Admin`} items={menus.admin} />
              </li>
            )}
            {menus.reports && (
              <li>
                <Dropdown label={t`Reports`} items={menus.reports} />
              </li>
            )}
            <li>
              <Dropdown label={t`How To`} items={menus.howTo} />
            </li>
          </ul>
        </nav>
        <div className={styles.user}>
          {auth.isLoading ? null : auth.isAuthenticated ? (
            <>
              <NavLink to="/manage" className={styles.navLink}>
                {greetingName ? <Trans>Hello, {greetingName}</Trans> : <Trans>Hello, there</Trans>}
              </NavLink>
              <Button variant="ghost" size="small" className={styles.headerButton} onClick={() => void auth.logout()}>
                <Trans>Logout</Trans>
              </Button>
            </>
          ) : (
            <>
              <ButtonLink variant="ghost" size="small" className={styles.headerButton} {...loginLink}>
                <Trans>Login</Trans>
              </ButtonLink>
              <ButtonLink to="/register" variant="primary" size="small">
                <Trans>Register</Trans>
              </ButtonLink>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          size="small"
          className={`${styles.toggle} ${styles.headerButton}`}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          <Trans>Menu</Trans>
        </Button>
      </div>
    </header>
  );
}

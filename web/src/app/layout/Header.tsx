/** The site header (docs/requirements.md, "Header and footer"): menus per role, How To guides, greeting and Logout, or Login and Register. */
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth';
import { openRequestCountQuery } from '../../features/requests';
import { pendingBookingCountQuery } from '../../features/bookings';
import { useLoginLink } from '../../shared/hooks/useLoginAction';
import { Button, ButtonLink, Dropdown } from '../../shared/ui';
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
  const menus = headerMenus(auth.isAuthenticated, auth.roles, openRequests.data?.open, pendingBookings.data?.pending);
  const greetingName = auth.profile?.given_name || auth.userName || 'there';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/home" className={styles.brand}>
          <Logo />
          {siteName}
        </Link>
        <nav id={navId} aria-label="Main" className={[styles.nav, open && styles.navOpen].filter(Boolean).join(' ')}>
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
                <Dropdown label="Admin" items={menus.admin} />
              </li>
            )}
            {menus.reports && (
              <li>
                <Dropdown label="Reports" items={menus.reports} />
              </li>
            )}
            <li>
              <Dropdown label="How To" items={menus.howTo} />
            </li>
          </ul>
        </nav>
        <div className={styles.user}>
          {auth.isLoading ? null : auth.isAuthenticated ? (
            <>
              <NavLink to="/manage" className={styles.navLink}>
                Hello, {greetingName}
              </NavLink>
              <Button variant="ghost" size="small" className={styles.headerButton} onClick={() => void auth.logout()}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <ButtonLink variant="ghost" size="small" className={styles.headerButton} {...loginLink}>
                Login
              </ButtonLink>
              <ButtonLink to="/register" variant="primary" size="small">
                Register
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
          Menu
        </Button>
      </div>
    </header>
  );
}

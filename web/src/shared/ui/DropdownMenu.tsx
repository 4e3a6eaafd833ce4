/**
 * A header menu of links on Radix's dropdown menu: its button opens the list (click, Enter, Space
 * or ArrowDown), arrows move between the entries, Escape or a click outside closes it and gives
 * the focus back to the button. The entries stay links: app routes, or files opened in a new tab.
 * Loaded by Dropdown.tsx when a menu button is first approached, not with the first page.
 */
import { useEffect, useRef, useState } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router-dom';
import styles from './Dropdown.module.css';

export interface DropdownItem {
  label: string;
  /** An app route. */
  to?: string;
  /** A file or external address, opened in a new tab. */
  href?: string;
}

export interface DropdownMenuProps {
  label: string;
  items: DropdownItem[];
  align?: 'start' | 'end';
  /** The stand-in button was clicked before this module arrived: open at once. */
  openAtStart?: boolean;
  /** The stand-in button had the focus: this button takes it over. */
  focusAtStart?: boolean;
}

export function DropdownMenu({ label, items, align = 'start', openAtStart = false, focusAtStart = false }: DropdownMenuProps) {
  const [open, setOpen] = useState(openAtStart);
  const trigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const shownAt = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== shownAt.current) setOpen(false);
    shownAt.current = location.pathname;
  }, [location.pathname]);
  useEffect(() => {
    if (focusAtStart && !openAtStart) trigger.current?.focus();
  }, [focusAtStart, openAtStart]);

  return (
    // Not modal: the rest of the page stays as it is while a header menu is open.
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger ref={trigger} className={styles.trigger}>
        {label}{' '}
        <span className={styles.caret} aria-hidden="true">
          ▼
        </span>
      </Menu.Trigger>
      {/* Kept in the header (no portal), so the menu stays inside the navigation landmark. */}
      <Menu.Content className={styles.menu} align={align} sideOffset={4}>
        {items.map((item) => (
          <Menu.Item key={item.label} asChild className={styles.item}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <span className="visually-hidden"> (PDF, opens in a new tab)</span>
              </a>
            )}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}

/**
 * A header dropdown of links (disclosure pattern): a button with aria-expanded opens a list of links;
 * Escape or a click outside closes it and returns focus; arrow keys move between the links.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './Dropdown.module.css';

export interface DropdownItem {
  label: string;
  /** An app route. */
  to?: string;
  /** A file or external address, opened in a new tab. */
  href?: string;
}

export function Dropdown({ label, items, align = 'start' }: { label: string; items: DropdownItem[]; align?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = `menu-${useId().replace(/:/g, '')}`;
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!open) setOpen(true);
    requestAnimationFrame(() => {
      const all = links();
      const index = all.indexOf(document.activeElement as HTMLElement);
      const next = e.key === 'ArrowDown' ? (index + 1) % all.length : (index - 1 + all.length) % all.length;
      all[index === -1 ? 0 : next]?.focus();
    });
  };

  return (
    <div
      className={styles.dropdown}
      ref={rootRef}
      onKeyDown={onKeyDown}
      // Tabbing out of the menu closes it.
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}{' '}
        <span className={styles.caret} aria-hidden="true">
          ▼
        </span>
      </button>
      {open && (
        <ul id={menuId} className={[styles.menu, align === 'end' && styles.alignEnd].filter(Boolean).join(' ')}>
          {items.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <Link data-menu-item className={styles.item} to={item.to} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              ) : (
                <a
                  data-menu-item
                  className={styles.item}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

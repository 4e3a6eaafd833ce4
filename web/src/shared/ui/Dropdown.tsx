/**
 * A header menu of links (Radix's dropdown menu, DropdownMenu.tsx). Radix and its positioning
 * library would weigh on every page's first load, so the menu module is fetched when a menu
 * button is first pointed at, focused or clicked; until then a look-alike button stands in, and
 * a press or a click on it opens the menu as soon as the module is there.
 */
import { useRef, useState, type ComponentType } from 'react';
import type { DropdownItem, DropdownMenuProps } from './DropdownMenu';
import styles from './Dropdown.module.css';

// Declared with the menu, which this file loads lazily, so the two do not import each other.
export type { DropdownItem } from './DropdownMenu';

let loadedMenu: ComponentType<DropdownMenuProps> | null = null;
let loadingMenu: Promise<ComponentType<DropdownMenuProps>> | null = null;

/** Fetches the menu module once; tests call it first so menus render as Radix's at once. */
export const loadDropdownMenu = () => (loadingMenu ??= import('./DropdownMenu').then((m) => (loadedMenu = m.DropdownMenu)));

export function Dropdown({ label, items, align = 'start' }: { label: string; items: DropdownItem[]; align?: 'start' | 'end' }) {
  const [Menu, setMenu] = useState(() => loadedMenu);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focusAtStart, setFocusAtStart] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  if (Menu) return <Menu label={label} items={items} align={align} openAtStart={openAtStart} focusAtStart={focusAtStart} />;

  const load = () =>
    void loadDropdownMenu().then((loaded) => {
      setFocusAtStart(document.activeElement === standIn.current);
      setMenu(() => loaded);
    });
  const openWhenLoaded = () => {
    setOpenAtStart(true);
    load();
  };
  return (
    <button
      ref={standIn}
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      // A press opens it, as it opens Radix's own button: the module may arrive between the press and
      // the release, replacing this button, and the release's click would then land nowhere.
      onPointerDown={(e) => {
        if (e.button === 0 && !e.ctrlKey) openWhenLoaded();
      }}
      onClick={openWhenLoaded}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          openWhenLoaded();
        }
      }}
    >
      {label}{' '}
      <span className={styles.caret} aria-hidden="true">
        ▼
      </span>
    </button>
  );
}

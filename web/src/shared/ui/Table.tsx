import { useLayoutEffect, useRef, type ReactNode, type TableHTMLAttributes, type ThHTMLAttributes } from 'react';
import styles from './Table.module.css';

/**
 * A plain data table. Below 640 px each row becomes a card: every cell on its own line under
 * its column's name (copied from the header into data-label), so no column is off-screen.
 * Plain headers are declared by `columns` (children are then the tbody); a screen with headers
 * of its own (SortableTh) leaves `columns` out and passes its thead among the children.
 */
export function Table({
  caption,
  columns,
  children,
  className,
  ...rest
}: TableHTMLAttributes<HTMLTableElement> & {
  caption?: ReactNode;
  /** Column headers in order; a false, null or undefined one (a column shown only sometimes) is left out. */
  columns?: readonly ReactNode[];
}) {
  const table = useRef<HTMLTableElement>(null);
  // After every render: rows come and go with the data, and a header may change with the screen.
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim() ?? '');
    for (const row of element.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, index) => {
        const label = (cell as HTMLTableCellElement).colSpan > 1 ? '' : headers[index];
        if (label) cell.setAttribute('data-label', label);
        else cell.removeAttribute('data-label');
      });
    }
  });
  return (
    <div className={styles.wrap}>
      <table ref={table} className={[styles.table, className].filter(Boolean).join(' ')} {...rest}>
        {caption && <caption>{caption}</caption>}
        {columns && (
          <thead>
            <tr>
              {columns
                .filter((header) => header !== false && header !== null && header !== undefined)
                .map((header, index) => (
                  <th scope="col" key={index}>
                    {header}
                  </th>
                ))}
            </tr>
          </thead>
        )}
        {children}
      </table>
    </div>
  );
}

/** A column header that sorts on click and tells assistive technology the direction. */
export function SortableTh({
  children,
  direction,
  onSort,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { direction: 'ascending' | 'descending' | 'none'; onSort: () => void }) {
  return (
    <th scope="col" aria-sort={direction} {...rest}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {children}
        <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
      </button>
    </th>
  );
}

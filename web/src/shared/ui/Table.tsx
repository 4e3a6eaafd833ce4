import type { ReactNode, TableHTMLAttributes, ThHTMLAttributes } from 'react';
import styles from './Table.module.css';

/** A plain data table that scrolls sideways on narrow screens. Children are thead/tbody. */
export function Table({ caption, children, className, ...rest }: TableHTMLAttributes<HTMLTableElement> & { caption?: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <table className={[styles.table, className].filter(Boolean).join(' ')} {...rest}>
        {caption && <caption>{caption}</caption>}
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

/** Small labelled inputs for table cells; the label is the column and row, for screen readers. */
import type { ReactNode } from 'react';
import styles from './admin.module.css';

interface CellProps<V> {
  label: string;
  value: V;
  onChange(value: V): void;
}

export const CellText = ({
  label,
  value,
  onChange,
  type = 'text',
}: CellProps<string> & { type?: 'text' | 'email' | 'tel' | 'url' | 'date' }) => (
  <input
    className={styles.cellInput}
    aria-label={label}
    type={type}
    value={value ?? ''}
    onChange={(e) => onChange(e.target.value)}
    {...(type === 'date' ? { min: '1000-01-01', max: '9999-12-31' } : {})}
  />
);

export const CellTextArea = ({ label, value, onChange }: CellProps<string>) => (
  <textarea className={styles.cellInput} aria-label={label} rows={4} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
);

export const CellCheck = ({ label, value, onChange, disabled }: CellProps<boolean> & { disabled?: boolean }) => (
  <input type="checkbox" aria-label={label} checked={Boolean(value)} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
);

export const YesNo = ({ value }: { value: boolean }): ReactNode => (value ? 'Yes' : 'No');

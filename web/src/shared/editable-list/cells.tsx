/** Small labelled inputs for table cells; the label is the column and row, for screen readers. */
import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { DateField } from '../ui';
import styles from './admin.module.css';

interface CellProps<V> {
  label: string;
  value: V;
  onChange(value: V): void;
}

export const CellText = ({ label, value, onChange, type = 'text' }: CellProps<string> & { type?: 'text' | 'email' | 'tel' | 'url' }) => (
  <input className={styles.cellInput} aria-label={label} type={type} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
);

/** A number such as an entitlement (decimals allowed); the row's save checks it. */
export const CellNumber = ({ label, value, onChange }: CellProps<number>) => (
  <input
    className={styles.cellInput}
    aria-label={label}
    type="number"
    step="any"
    min={0}
    value={Number.isFinite(value) ? value : ''}
    onChange={(e) => onChange(e.target.valueAsNumber)}
  />
);

/** A date as in the forms (DateField): yyyy-mm-dd text and the calendar; the row's save checks it. */
export const CellDate = ({ label, value, onChange }: CellProps<string>) => (
  <DateField label={label} labelHidden className={styles.cellInput} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
);

export const CellTextArea = ({ label, value, onChange }: CellProps<string>) => (
  <textarea className={styles.cellInput} aria-label={label} rows={4} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
);

export const CellCheck = ({ label, value, onChange, disabled }: CellProps<boolean> & { disabled?: boolean }) => (
  <input type="checkbox" aria-label={label} checked={Boolean(value)} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
);

export const YesNo = ({ value }: { value: boolean }): ReactNode => (value ? t`Yes` : t`No`);

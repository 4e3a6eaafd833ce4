/**
 * Labelled form controls that take react-hook-form's register() props as they are:
 * `<TextField label="Email" error={errors.email?.message} {...register('email')} />`.
 * The invalid look and the error text appear when `error` is set; with mode 'onTouched'
 * that is exactly "touched and invalid".
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldLook {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Forces the invalid look (defaults to "has an error"). */
  invalid?: boolean;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `f${generated.replace(/:/g, '')}`;
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` };
}

function describedBy(error: string | undefined, hint: ReactNode, ids: { errorId: string; hintId: string }) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({
  label,
  error,
  hint,
  required,
  ids,
  children,
}: FieldLook & { required?: boolean; ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = (bad: boolean, extra?: string) => [styles.control, bad && styles.invalid, extra].filter(Boolean).join(' ');

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldLook;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, invalid, id, className, type = 'text', ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const bad = invalid ?? Boolean(error);
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required} ids={ids}>
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        className={controlClass(bad, className)}
        aria-invalid={bad || undefined}
        aria-describedby={describedBy(error, hint, ids)}
        {...rest}
      />
    </FieldFrame>
  );
});

/** A yyyy-mm-dd date input limited to the years 1000 to 9999 (spec 9). */
export const DateField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function DateField(props, ref) {
  return <TextField ref={ref} type="date" min="1000-01-01" max="9999-12-31" {...props} />;
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldLook;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, invalid, id, className, rows = 4, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const bad = invalid ?? Boolean(error);
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required} ids={ids}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        className={controlClass(bad, className)}
        aria-invalid={bad || undefined}
        aria-describedby={describedBy(error, hint, ids)}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface SelectOption {
  value: string | number;
  label: string;
}
export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldLook & { options: SelectOption[]; placeholder?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, invalid, id, className, options, placeholder, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const bad = invalid ?? Boolean(error);
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required} ids={ids}>
      <select
        ref={ref}
        id={ids.controlId}
        className={controlClass(bad, className)}
        aria-invalid={bad || undefined}
        aria-describedby={describedBy(error, hint, ids)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string };

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, ...rest }, ref) {
  const ids = useFieldIds(id);
  return (
    <>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? ids.errorId : undefined}
          {...rest}
        />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      {error && (
        <p id={ids.errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
});

export const fieldStyles = styles;

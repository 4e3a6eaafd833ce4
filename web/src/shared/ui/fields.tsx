/**
 * Labelled form controls that take react-hook-form's register() props as they are:
 * `<TextField label="Email" error={errors.email?.message} {...register('email')} />`.
 * The invalid look and the error text appear when `error` is set; with mode 'onTouched'
 * that is exactly "touched and invalid".
 */
import {
  forwardRef,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { msg } from '@lingui/core/macro';
import { useCommonText, useLocale } from '../i18n';
import styles from './Field.module.css';

interface FieldLook {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Forces the invalid look (defaults to "has an error"). */
  invalid?: boolean;
  /** The label is read out but not shown (a table cell, whose column header says it). */
  labelHidden?: boolean;
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
  labelHidden,
  error,
  hint,
  required,
  ids,
  children,
}: FieldLook & { required?: boolean; ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  // A form's messages are common's (its zod schemas, written in English): shown in the reader's language.
  const text = useCommonText();
  return (
    <div className={labelHidden ? styles.cellField : styles.field}>
      <label className={labelHidden ? 'visually-hidden' : styles.label} htmlFor={ids.controlId}>
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
          {text(error)}
        </p>
      )}
    </div>
  );
}

const controlClass = (bad: boolean, extra?: string) => [styles.control, bad && styles.invalid, extra].filter(Boolean).join(' ');

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldLook;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, labelHidden, error, hint, invalid, id, className, type = 'text', ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const bad = invalid ?? Boolean(error);
  return (
    <FieldFrame label={label} labelHidden={labelHidden} error={error} hint={hint} required={rest.required} ids={ids}>
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

const DateCalendar = lazy(() => import('./DateCalendar'));
/** Only to show the typed date in the calendar; the form's schema (common's isoDateSchema) decides what is valid. */
const LOOKS_LIKE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date in a yyyy-mm-dd text, if it is one. */
function typedDate(value: string): Date | undefined {
  const parsed = LOOKS_LIKE_DATE.test(value) ? new Date(`${value}T00:00:00`) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
}

/** Sets an uncontrolled input's value the way typing does, so react-hook-form's register() sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A date (docs/requirements.md, "Constants"): a yyyy-mm-dd text field, the same in every browser and locale, and a
 * calendar beside it whose weeks start on Monday and whose years run from 1000 to 9999.
 * Takes register() props like TextField; the form's schema refuses other years.
 */
export const DateField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function DateField({ hint, ...props }, ref) {
  const { i18n } = useLocale();
  const input = useRef<HTMLInputElement | null>(null);
  // The calendar opens on the date typed so far (read from the field when it opens).
  const [selected, setSelected] = useState<Date | undefined>();
  const [open, setOpen] = useState(false);
  const calendarId = `cal${useId().replace(/:/g, '')}`;
  const setRef = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const close = () => {
    setOpen(false);
    input.current?.focus();
  };
  // In a table cell (label hidden) the button names its field: a row has several.
  const field = props.labelHidden && typeof props.label === 'string' ? props.label : '';
  return (
    <div className={props.labelHidden ? styles.cellDateField : styles.dateField}>
      <TextField
        ref={setRef}
        type="text"
        inputMode="numeric"
        placeholder="yyyy-mm-dd"
        maxLength={10}
        autoComplete="off"
        hint={hint ?? (props.labelHidden ? undefined : i18n._(msg`As yyyy-mm-dd, e.g. 2026-03-31, or choose it in the calendar.`))}
        {...props}
      />
      <button
        type="button"
        className={styles.calendarButton}
        aria-expanded={open}
        aria-controls={calendarId}
        aria-label={field ? (open ? i18n._(msg`${field}: close calendar`) : i18n._(msg`${field}: choose in calendar`)) : undefined}
        onClick={() => {
          if (!open) setSelected(typedDate(input.current?.value ?? ''));
          setOpen(!open);
        }}
      >
        {open ? i18n._(msg`Close calendar`) : i18n._(msg`Choose in calendar`)}
      </button>
      {open && (
        <div
          id={calendarId}
          className={styles.calendar}
          role="group"
          aria-label={i18n._(msg`Calendar`)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <Suspense fallback={<p>{i18n._(msg`Loading the calendar...`)}</p>}>
            <DateCalendar
              selected={selected}
              onPick={(picked) => {
                if (input.current) typeInto(input.current, picked);
                close();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
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

interface SelectOption {
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
  const text = useCommonText();
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
          {text(error)}
        </p>
      )}
    </>
  );
});

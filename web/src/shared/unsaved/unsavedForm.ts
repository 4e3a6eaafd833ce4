/**
 * How a form tells its screen (an admin list, Account Management) that something typed is not saved
 * yet (docs/requirements.md §4): the screen's UnsavedChangesGuard then asks before the person leaves,
 * exactly as for edited list rows, and a control that would put another item or form in its place
 * asks first (useConfirmFormDiscard, confirmFormDiscard).
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { unsavedQuestion } from './UnsavedChangesGuard';

const ReportUnsavedForm = createContext<(dirty: boolean) => void>(() => undefined);
const FormIsDirty = createContext(false);

/** Given by the screen (AdminListScreen, ManagePage) to the form it shows. */
export const UnsavedFormReporter = ReportUnsavedForm.Provider;
/** Given by AdminListScreen to its list: whether the form shown has unsaved text. */
export const UnsavedFormState = FormIsDirty.Provider;

/** A form calls it with react-hook-form's `formState.isDirty`; a form that goes away (saved, cancelled) counts as clean. */
export function useUnsavedForm(dirty: boolean) {
  const report = useContext(ReportUnsavedForm);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
}

/**
 * For a control that replaces the form's contents (Edit on another item): true when the form has
 * nothing unsaved, or the director chose to leave it; false keeps the typed text.
 */
export function useConfirmFormDiscard(): () => boolean {
  const dirty = useContext(FormIsDirty);
  return useCallback(() => confirmFormDiscard(dirty), [dirty]);
}

/** The same question for a screen that knows itself whether its form is dirty. */
export const confirmFormDiscard = (dirty: boolean) => !dirty || window.confirm(unsavedQuestion({ rows: false, form: true }));

/**
 * For a screen that shows several small forms at once (a request's status, comment and rating):
 * each form reports through useUnsavedForm under its own reporter (`reporterFor(name)`, given with
 * UnsavedFormReporter), and the screen's one UnsavedChangesGuard asks while any of them holds typed text.
 */
export function useFormsOnScreen(): { dirty: boolean; reporterFor(name: string): (dirty: boolean) => void } {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const [reporters] = useState(() => new Map<string, (dirty: boolean) => void>());
  const reporterFor = useCallback(
    (name: string) => {
      let report = reporters.get(name);
      if (!report) {
        report = (dirty: boolean) =>
          setDirtyForms((now) => {
            if (now.has(name) === dirty) return now;
            const next = new Set(now);
            if (dirty) next.add(name);
            else next.delete(name);
            return next;
          });
        reporters.set(name, report);
      }
      return report;
    },
    [reporters],
  );
  return { dirty: dirtyForms.size > 0, reporterFor };
}

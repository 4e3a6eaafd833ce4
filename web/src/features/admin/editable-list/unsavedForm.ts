/**
 * How an admin screen's add or edit form tells its screen that something typed is not saved yet
 * (docs/requirements.md §4): the screen's UnsavedChangesGuard then asks before the director leaves,
 * exactly as for edited list rows.
 */
import { createContext, useContext, useEffect } from 'react';

const ReportUnsavedForm = createContext<(dirty: boolean) => void>(() => undefined);

/** Given by AdminListScreen to the form it shows. */
export const UnsavedFormReporter = ReportUnsavedForm.Provider;

/** A form calls it with react-hook-form's `formState.isDirty`; a form that goes away (saved, cancelled) counts as clean. */
export function useUnsavedForm(dirty: boolean) {
  const report = useContext(ReportUnsavedForm);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
}

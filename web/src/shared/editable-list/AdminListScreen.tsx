/**
 * The frame of every admin screen (docs/requirements.md, "Admin screens"): title, the page-visit log with that title,
 * the toggle between the add form and the list, 'Save Changes' while something is changed, the
 * question before leaving with unsaved rows or an unsaved form,
 * and the busy state during calls (the shell's GlobalSpinner shows for every query and mutation).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { usePageVisit } from '../auth';
import { useLocale } from '../i18n';
import { Button, ButtonRow, Page } from '../ui';
import type { Identified } from './listState';
import type { EditableList } from './useEditableList';
import { UnsavedChangesGuard } from '../unsaved/UnsavedChangesGuard';
import { confirmFormDiscard, UnsavedFormReporter, UnsavedFormState } from '../unsaved/unsavedForm';
import styles from './admin.module.css';
import { screenLabel } from './screen-labels';

/** The English of the two buttons (the screens' tests find them by it); shown in the reader's language. */
export const CANCEL_LABEL = 'Cancel - Go Back';
export const SAVE_CHANGES_LABEL = 'Save Changes';

interface Props<T extends Identified> {
  /** The screen's title, also the logged page name. */
  title: string;
  list: EditableList<T>;
  /** Label of the toggle when the list shows; no toggle without it. */
  addLabel?: string;
  /** The add form, shown instead of the list while toggled on. */
  addForm?: ReactNode;
  /** The list stays under the add form instead of being replaced by it (the FAQs screen). */
  listWithForm?: boolean;
  /** Extra content under the title, e.g. a subtitle. */
  intro?: ReactNode;
  /**
   * An item's edit form shown in the list (Admin: Amenities, Admin: Votes) holds unsaved text: the guard
   * asks before leaving, and the add toggle before putting the add form in its place.
   */
  editFormDirty?: boolean;
  children: ReactNode;
}

export function AdminListScreen<T extends Identified>({
  title,
  list,
  addLabel,
  addForm,
  listWithForm,
  intro,
  editFormDirty = false,
  children,
}: Props<T>) {
  // The visit is logged under the registry's English title; the screen shows it in the reader's language.
  usePageVisit(title);
  const { i18n } = useLocale();
  const showAdd = list.showAdd && Boolean(addForm);
  // Text typed into the add (or FAQ edit) form counts as unsaved like an edited row (useUnsavedForm).
  const [formDirty, setFormDirty] = useState(false);
  // Save Changes goes away once saved: focus moves to the list that shows the result.
  const results = useRef<HTMLDivElement>(null);
  const save = async () => {
    await list.saveChanges();
    results.current?.focus();
  };
  // The same after an add went through (the add form closes or is emptied).
  const addsSeen = useRef(list.addFormKey);
  useEffect(() => {
    if (addsSeen.current === list.addFormKey) return;
    addsSeen.current = list.addFormKey;
    results.current?.focus();
  }, [list.addFormKey]);
  return (
    <Page title={screenLabel(i18n, title)}>
      <UnsavedChangesGuard rows={list.dirty} form={(showAdd && formDirty) || editFormDirty} />
      <div aria-busy={list.busy}>
        {intro}
        <div className={!showAdd && list.dirty ? `${styles.toolbar} ${styles.sticky}` : styles.toolbar}>
          <ButtonRow>
            {addLabel && (
              <Button
                variant={showAdd ? 'secondary' : 'primary'}
                onClick={() => (showAdd || listWithForm || confirmFormDiscard(editFormDirty)) && list.toggleAdd()}
                aria-expanded={showAdd}
              >
                {showAdd ? i18n._(msg`Cancel - Go Back`) : screenLabel(i18n, addLabel)}
              </Button>
            )}
            {!showAdd && list.dirty && (
              <Button onClick={() => void save()} disabled={list.busy}>
                {i18n._(msg`Save Changes`)}
              </Button>
            )}
          </ButtonRow>
        </div>
        {showAdd && (
          <div key={list.addFormKey}>
            <UnsavedFormReporter value={setFormDirty}>{addForm}</UnsavedFormReporter>
          </div>
        )}
        {(!showAdd || listWithForm) && (
          <div ref={results} tabIndex={-1} className={styles.results}>
            <UnsavedFormState value={showAdd && formDirty}>{children}</UnsavedFormState>
          </div>
        )}
      </div>
    </Page>
  );
}

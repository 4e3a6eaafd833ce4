/** admin/faqs (docs/requirements.md, "Admin screens"): one form for a new or an edited FAQ, and the FAQs as collapsible panels below. */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { useState } from 'react';
import { ADMIN_SCREENS, Messages, type Faq } from '@hearth/common';
import { Button, Panel } from '../../../shared/ui';
import { faqKeys } from '../api';
import { editorFaqsQuery, faqMutations } from './api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { useConfirmFormDiscard } from '../../../shared/unsaved/unsavedForm';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import { ArchivedPanel, RowArchiveActions } from '../../../shared/archive/ArchiveActions';
import styles from '../../../shared/editable-list/admin.module.css';
import { FaqForm } from './FaqForm';
import { blankFaq, faqToForm, type FaqFormOutput } from './faqForm.schema';
import faqStyles from './faqs.module.css';

const sortDetails = (faq: Faq) => [...faq.details].sort((a, b) => a.sequence - b.sequence);

export function FaqsScreen() {
  const { t } = useLingui();
  const text = useCommonText();
  const [editing, setEditing] = useState<Faq | null>(null);
  const list = useEditableList({
    query: editorFaqsQuery(),
    add: faqMutations.save(),
  });

  const edit = (faq: Faq) => {
    setEditing(faq);
    if (!list.showAdd) list.toggleAdd();
  };
  const toggle = () => {
    setEditing(null);
    list.toggleAdd();
  };
  const save = (values: FaqFormOutput) =>
    void list
      .addItem({ ...values, details: values.details.map((d) => ({ ...d, sequence: Number(d.sequence) })) })
      .then((ok) => ok && setEditing(null));

  return (
    <AdminListScreen
      title={ADMIN_SCREENS.faqs.title}
      list={{ ...list, toggleAdd: toggle }}
      addLabel={ADMIN_SCREENS.faqs.addLabel}
      listWithForm
      addForm={<FaqForm key={editing?.id ?? 0} initial={editing ? faqToForm(editing) : blankFaq()} busy={list.busy} onSave={save} />}
    >
      {list.rows.length === 0 && (
        <p className={styles.empty}>{list.loaded ? t`No FAQs have been written yet.` : text(Messages.loadingData)}</p>
      )}
      {list.rows.map((faq, index) => (
        <details key={faq.id} className={faqStyles.faq} data-faq-id={faq.id}>
          <summary className={faqStyles.question}>
            {index + 1}. {faq.question}
          </summary>
          <Panel>
            <p>{faq.answer}</p>
            {faq.details.length > 0 && (
              <ol className={faqStyles.details}>
                {sortDetails(faq).map((d) => (
                  <li key={`${d.id ?? ''}-${d.sequence}`} value={d.sequence}>
                    {d.body}
                  </li>
                ))}
              </ol>
            )}
            <EditFaqButton faq={faq} editing={editing?.id === faq.id} onEdit={edit} />
            <RowArchiveActions kind="faqs" listKey={faqKeys.editor()} id={faq.id} name={faq.question} dirty={list.dirty} />
          </Panel>
        </details>
      ))}
      <ArchivedPanel kind="faqs" listKey={faqKeys.editor()} dirty={list.dirty} />
    </AdminListScreen>
  );
}

/**
 * Edit puts this FAQ in the form: text typed for another FAQ (or a new one) is kept unless the director
 * chooses to leave it (docs/requirements.md, "States and transitions").
 */
function EditFaqButton({ faq, editing, onEdit }: { faq: Faq; editing: boolean; onEdit(faq: Faq): void }) {
  const { t } = useLingui();
  const question = faq.question;
  const mayDiscard = useConfirmFormDiscard();
  return (
    <Button size="small" variant="secondary" onClick={() => (editing || mayDiscard()) && onEdit(faq)} aria-label={t`Edit ${question}`}>
      {t`Edit`}
    </Button>
  );
}

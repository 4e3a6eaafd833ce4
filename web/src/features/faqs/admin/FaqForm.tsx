import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, IconButton, Table, TextArea, TextField } from '../../../shared/ui';
import { faqEditSchema, nextSequence, showBottomSave, type FaqFormInput, type FaqFormOutput } from './faqForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export const ADD_DETAIL_LABEL = 'Add New Detail';

export function FaqForm({ initial, onSave, busy }: { initial: FaqFormInput; onSave(values: FaqFormOutput): void; busy: boolean }) {
  const { t } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
  const { register, control, handleSubmit, formState } = useForm<FaqFormInput, unknown, FaqFormOutput>({
    resolver: zodResolver(faqEditSchema),
    defaultValues: initial,
    // Not 'onTouched': react-hook-form validates a field array on every append in that mode, so a
    // fresh empty detail showed its error at once and kept it while typing, and the error vanishing
    // on blur moved the save button from under a click. Errors now appear on save and follow typing.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const details = useFieldArray({ control, name: 'details' });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  const id = useWatch({ control, name: 'id' });
  const adding = (id ?? 0) === 0;
  const saveLabel = adding ? t`Save New FAQ` : t`Save FAQ`;
  const save = (
    <Button type="submit" disabled={busy}>
      {saveLabel}
    </Button>
  );
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSave)} noValidate aria-label={adding ? t`New FAQ` : t`Edit FAQ`}>
      <div className={styles.toolbar}>
        <h2>{adding ? t`New FAQ` : t`Edit FAQ`}</h2>
        {save}
      </div>
      <TextField label={t`Question`} required error={shown(errors.question?.message)} {...register('question')} />
      <TextArea
        label={t({ message: 'Answer', context: 'answer to a question' })}
        rows={4}
        required
        error={shown(errors.answer?.message)}
        {...register('answer')}
      />
      <Button variant="secondary" onClick={() => details.append({ sequence: nextSequence(details.fields), body: '' })}>
        {t`Add New Detail`}
      </Button>
      <Table caption={t`Details`} columns={[t`Sequence`, t`Contents`, <span className="visually-hidden">{t`Remove`}</span>]}>
        <tbody>
          {details.fields.map((field, index) => (
            <tr key={field.id}>
              <td>
                <TextField
                  label={<span className="visually-hidden">{t`Sequence of detail ${index + 1}`}</span>}
                  type="number"
                  min={1}
                  error={shown(errors.details?.[index]?.sequence?.message)}
                  {...register(`details.${index}.sequence` as const)}
                />
              </td>
              <td>
                <TextArea
                  label={<span className="visually-hidden">{t`Contents of detail ${index + 1}`}</span>}
                  rows={2}
                  error={shown(errors.details?.[index]?.body?.message)}
                  {...register(`details.${index}.body` as const)}
                />
              </td>
              <td>
                <IconButton label={t`Remove detail ${index + 1}`} onClick={() => details.remove(index)}>
                  ✕
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {showBottomSave(id, details.fields.length) && save}
    </form>
  );
}

import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, IconButton, Table, TextArea, TextField } from '../../../shared/ui';
import { faqEditSchema, nextSequence, showBottomSave, type FaqFormInput, type FaqFormOutput } from './faqForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export const ADD_DETAIL_LABEL = 'Add New Detail';

export function FaqForm({ initial, onSave, busy }: { initial: FaqFormInput; onSave(values: FaqFormOutput): void; busy: boolean }) {
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
  const saveLabel = adding ? 'Save New FAQ' : 'Save FAQ';
  const save = (
    <Button type="submit" disabled={busy}>
      {saveLabel}
    </Button>
  );
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSave)} noValidate aria-label={adding ? 'New FAQ' : 'Edit FAQ'}>
      <div className={styles.toolbar}>
        <h2>{adding ? 'New FAQ' : 'Edit FAQ'}</h2>
        {save}
      </div>
      <TextField label="Question" required error={errors.question?.message} {...register('question')} />
      <TextArea label="Answer" rows={4} required error={errors.answer?.message} {...register('answer')} />
      <Button variant="secondary" onClick={() => details.append({ sequence: nextSequence(details.fields), body: '' })}>
        {ADD_DETAIL_LABEL}
      </Button>
      <Table caption="Details" columns={['Sequence', 'Contents', <span className="visually-hidden">Remove</span>]}>
        <tbody>
          {details.fields.map((field, index) => (
            <tr key={field.id}>
              <td>
                <TextField
                  label={<span className="visually-hidden">{`Sequence of detail ${index + 1}`}</span>}
                  type="number"
                  min={1}
                  error={errors.details?.[index]?.sequence?.message}
                  {...register(`details.${index}.sequence` as const)}
                />
              </td>
              <td>
                <TextArea
                  label={<span className="visually-hidden">{`Contents of detail ${index + 1}`}</span>}
                  rows={2}
                  error={errors.details?.[index]?.body?.message}
                  {...register(`details.${index}.body` as const)}
                />
              </td>
              <td>
                <IconButton label={`Remove detail ${index + 1}`} onClick={() => details.remove(index)}>
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

import { useForm, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, DateField, TextArea, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { blankNews, newsAddSchema, type NewsAddForm as Values } from './newsForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function NewsAddForm({ onAdd, busy }: { onAdd(values: Values): void; busy: boolean }) {
  const { t } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
  const { register, handleSubmit, setValue, control, formState } = useForm<Values>({
    resolver: zodResolver(newsAddSchema),
    defaultValues: blankNews(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  const thumbnail = useWatch({ control, name: 'thumbnail' });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label={t`Add News Item`}>
      <DateField label={t`Publishing Date`} required error={shown(errors.publishDate?.message)} {...register('publishDate')} />
      <TextField label={t`Title`} required error={shown(errors.title?.message)} {...register('title')} />
      <TextArea label={t`Body`} rows={4} required error={shown(errors.body?.message)} {...register('body')} />
      <Checkbox label={t({ message: 'Active', context: 'news item' })} {...register('active')} />
      <FileUpload
        label={t`Picture`}
        kind="image"
        area="news"
        current={thumbnail}
        onUploaded={(name) => setValue('thumbnail', name, { shouldDirty: true })}
      />
      <Button type="submit" disabled={busy}>
        {t`Save News Item`}
      </Button>
    </form>
  );
}

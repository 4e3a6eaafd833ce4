import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, DateField, TextArea, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { blankNews, newsAddSchema, type NewsAddForm as Values } from './newsForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function NewsAddForm({ onAdd, busy }: { onAdd(values: Values): void; busy: boolean }) {
  const { register, handleSubmit, setValue, control, formState } = useForm<Values>({
    resolver: zodResolver(newsAddSchema),
    defaultValues: blankNews(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  const thumbnail = useWatch({ control, name: 'thumbnail' });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label="Add News Item">
      <DateField label="Publishing Date" required error={errors.publishDate?.message} {...register('publishDate')} />
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextArea label="Body" rows={4} required error={errors.body?.message} {...register('body')} />
      <Checkbox label="Active" {...register('active')} />
      <FileUpload
        label="Picture"
        kind="image"
        area="news"
        current={thumbnail}
        onUploaded={(name) => setValue('thumbnail', name, { shouldDirty: true })}
      />
      <Button type="submit" disabled={busy}>
        Save News Item
      </Button>
    </form>
  );
}

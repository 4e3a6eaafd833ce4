import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DateField, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { blankDocument, documentAddSchema, type DocumentAddForm as Values } from './documentForm.schema';
import type { DocumentScreenConfig } from './documentScreens';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function DocumentAddForm({ config, onAdd, busy }: { config: DocumentScreenConfig; onAdd(values: Values): void; busy: boolean }) {
  const { register, handleSubmit, setValue, control, formState } = useForm<Values>({
    resolver: zodResolver(documentAddSchema(config.docType)),
    defaultValues: blankDocument(config.docType),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  const documentName = useWatch({ control, name: 'documentName' });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label={config.addLabel}>
      <DateField label="Document Date" required error={errors.documentDate?.message} {...register('documentDate')} />
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <FileUpload
        label="PDF document"
        kind="pdf"
        area={config.area}
        current={documentName}
        error={errors.documentName?.message}
        onUploaded={(name) => setValue('documentName', name, { shouldValidate: true, shouldDirty: true })}
      />
      <Button type="submit" disabled={busy}>
        {config.saveLabel}
      </Button>
    </form>
  );
}

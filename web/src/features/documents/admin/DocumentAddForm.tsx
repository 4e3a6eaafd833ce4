import { useForm, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DateField, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { blankDocument, documentAddSchema, type DocumentAddForm as Values } from './documentForm.schema';
import type { DocumentScreenConfig } from './documentScreens';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function DocumentAddForm({ config, onAdd, busy }: { config: DocumentScreenConfig; onAdd(values: Values): void; busy: boolean }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
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
      <DateField label={t`Document Date`} required error={shown(errors.documentDate?.message)} {...register('documentDate')} />
      <TextField label={t`Title`} required error={shown(errors.title?.message)} {...register('title')} />
      <FileUpload
        label={t`PDF document`}
        kind="pdf"
        area={config.area}
        current={documentName}
        error={shown(errors.documentName?.message)}
        onUploaded={(name) => setValue('documentName', name, { shouldValidate: true, shouldDirty: true })}
      />
      <Button type="submit" disabled={busy}>
        {i18n._(config.saveLabel)}
      </Button>
    </form>
  );
}

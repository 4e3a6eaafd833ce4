import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLocale } from '../../../shared/i18n';
import { Button, TextField } from '../../../shared/ui';
import { blankUnit, unitAddSchema, type UnitAddForm as Values } from './unitForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function UnitAddForm({ onAdd, busy }: { onAdd(values: Values): void; busy: boolean }) {
  const { i18n } = useLocale();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(unitAddSchema),
    defaultValues: blankUnit(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label={i18n._(msg`Add Unit`)}>
      <div className={styles.formGrid}>
        <TextField label={i18n._(msg`Unit Number`)} required error={errors.number?.message} {...register('number')} />
        <TextField label={i18n._(msg`Street Name`)} required error={errors.street?.message} {...register('street')} />
        <TextField label={i18n._(msg`Entitlement`)} inputMode="decimal" error={errors.entitlement?.message} {...register('entitlement')} />
      </div>
      <Button type="submit" disabled={busy}>
        {i18n._(msg`Save Unit`)}
      </Button>
    </form>
  );
}

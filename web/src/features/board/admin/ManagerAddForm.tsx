import { useForm, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { blankManager, managerAddSchema, type ManagerAddForm as Values } from './managerForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function ManagerAddForm({ onAdd, busy }: { onAdd(values: Values): void; busy: boolean }) {
  const { t } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
  const { register, handleSubmit, setValue, control, formState } = useForm<Values>({
    resolver: zodResolver(managerAddSchema),
    defaultValues: blankManager(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  const logo = useWatch({ control, name: 'logo' });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label={t`Add Property Manager`}>
      <div className={styles.formGrid}>
        <TextField label={t`Company Name`} required error={shown(errors.name?.message)} {...register('name')} />
        <TextField label={t`Phone Number`} type="tel" required error={shown(errors.phone?.message)} {...register('phone')} />
        <TextField
          label={t`After Hours Phone`}
          type="tel"
          required
          error={shown(errors.afterHoursPhone?.message)}
          {...register('afterHoursPhone')}
        />
        <TextField label={t`Fax`} type="tel" required error={shown(errors.fax?.message)} {...register('fax')} />
        <TextField label={t`Email`} type="email" required error={shown(errors.email?.message)} {...register('email')} />
        <TextField label={t`Web Site`} type="url" required error={shown(errors.websiteUrl?.message)} {...register('websiteUrl')} />
      </div>
      <Checkbox label={t({ message: 'Active', context: 'director or property manager' })} {...register('active')} />
      <FileUpload
        label={t`Logo image`}
        kind="image"
        area="managerlogo"
        current={logo}
        error={shown(errors.logo?.message)}
        onUploaded={(name) => setValue('logo', name, { shouldValidate: true, shouldDirty: true })}
      />
      <Button type="submit" disabled={busy}>
        {t`Save Property Manager`}
      </Button>
    </form>
  );
}

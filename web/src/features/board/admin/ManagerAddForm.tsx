import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { blankManager, managerAddSchema, type ManagerAddForm as Values } from './managerForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export function ManagerAddForm({ onAdd, busy }: { onAdd(values: Values): void; busy: boolean }) {
  const { register, handleSubmit, setValue, control, formState } = useForm<Values>({
    resolver: zodResolver(managerAddSchema),
    defaultValues: blankManager(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  const logo = useWatch({ control, name: 'logo' });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label="Add Property Manager">
      <div className={styles.formGrid}>
        <TextField label="Company Name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Phone Number" type="tel" required error={errors.phone?.message} {...register('phone')} />
        <TextField label="After Hours Phone" type="tel" required error={errors.afterHoursPhone?.message} {...register('afterHoursPhone')} />
        <TextField label="Fax" type="tel" required error={errors.fax?.message} {...register('fax')} />
        <TextField label="Email" type="email" required error={errors.email?.message} {...register('email')} />
        <TextField label="Web Site" type="url" required error={errors.websiteUrl?.message} {...register('websiteUrl')} />
      </div>
      <Checkbox label="Active" {...register('active')} />
      <FileUpload
        label="Logo image"
        kind="image"
        area="managerlogo"
        current={logo}
        error={errors.logo?.message}
        onUploaded={(name) => setValue('logo', name, { shouldValidate: true, shouldDirty: true })}
      />
      <Button type="submit" disabled={busy}>
        Save Property Manager
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BoardRole } from '@hearth/common';
import { useTouchScreen } from '../../../shared/hooks/useTouchScreen';
import { Button, Checkbox, SelectField, TextField } from '../../../shared/ui';
import { blankDirector, directorAddSchema, type DirectorAddForm as Values, type DirectorAddInput } from './directorForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export const SAVE_DIRECTOR_LABEL = 'Save Board Director';

export function DirectorAddForm({ roles, onAdd, busy }: { roles: BoardRole[]; onAdd(values: Values): void; busy: boolean }) {
  const { register, handleSubmit, formState } = useForm<DirectorAddInput, unknown, Values>({
    resolver: zodResolver(directorAddSchema),
    defaultValues: blankDirector(),
    mode: 'onTouched',
  });
  const { errors, isValid } = formState;
  useUnsavedForm(formState.isDirty);
  const touch = useTouchScreen();
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label="Add Board Directors">
      <div className={styles.formGrid}>
        <TextField label="First Name" required autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" required autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Unit Number" required autoComplete="off" error={errors.unitNumber?.message} {...register('unitNumber')} />
        <TextField label="Email" type="email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" type="tel" required autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      </div>
      <SelectField
        label="Responsibilities"
        multiple
        size={6}
        required
        options={roles.map((r) => ({ value: r.id, label: r.role }))}
        error={errors.roles?.message}
        hint={touch ? 'Tap each responsibility to choose it; tap it again to remove it.' : 'Hold Ctrl (or Cmd) to choose more than one.'}
        {...register('roles')}
      />
      <Checkbox label="Active" {...register('active')} />
      <Button type="submit" disabled={!isValid || busy}>
        {SAVE_DIRECTOR_LABEL}
      </Button>
    </form>
  );
}

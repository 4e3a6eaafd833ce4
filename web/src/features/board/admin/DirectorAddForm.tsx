import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BoardRole } from '@hearth/common';
import { useTouchScreen } from '../../../shared/hooks/useTouchScreen';
import { Button, Checkbox, SelectField, TextField } from '../../../shared/ui';
import { blankDirector, directorAddSchema, type DirectorAddForm as Values, type DirectorAddInput } from './directorForm.schema';
import styles from '../../../shared/editable-list/admin.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

export const SAVE_DIRECTOR_LABEL = 'Save Board Director';

export function DirectorAddForm({ roles, onAdd, busy }: { roles: BoardRole[]; onAdd(values: Values): void; busy: boolean }) {
  const { t } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
  const { register, handleSubmit, formState } = useForm<DirectorAddInput, unknown, Values>({
    resolver: zodResolver(directorAddSchema),
    defaultValues: blankDirector(),
    mode: 'onTouched',
  });
  const { errors, isValid } = formState;
  useUnsavedForm(formState.isDirty);
  const touch = useTouchScreen();
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAdd)} noValidate aria-label={t`Add Board Directors`}>
      <div className={styles.formGrid}>
        <TextField label={t`First Name`} required autoComplete="off" error={shown(errors.firstName?.message)} {...register('firstName')} />
        <TextField label={t`Last Name`} required autoComplete="off" error={shown(errors.lastName?.message)} {...register('lastName')} />
        <TextField
          label={t`Unit Number`}
          required
          autoComplete="off"
          error={shown(errors.unitNumber?.message)}
          {...register('unitNumber')}
        />
        <TextField label={t`Email`} type="email" required autoComplete="off" error={shown(errors.email?.message)} {...register('email')} />
        <TextField label={t`Phone`} type="tel" required autoComplete="off" error={shown(errors.phone?.message)} {...register('phone')} />
      </div>
      <SelectField
        label={t`Responsibilities`}
        multiple
        size={6}
        required
        options={roles.map((r) => ({ value: r.id, label: r.role }))}
        error={shown(errors.roles?.message)}
        hint={touch ? t`Tap each responsibility to choose it; tap it again to remove it.` : t`Hold Ctrl (or Cmd) to choose more than one.`}
        {...register('roles')}
      />
      <Checkbox label={t({ message: 'Active', context: 'director or property manager' })} {...register('active')} />
      <Button type="submit" disabled={!isValid || busy}>
        {t`Save Board Director`}
      </Button>
    </form>
  );
}

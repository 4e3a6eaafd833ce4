/** Change Password (docs/requirements.md §2.3): PUT /api/account/changepassword {userId, oldPwd, newPwd}. */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { useForm } from 'react-hook-form';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { Button, TextField, useToast } from '../../../shared/ui';
import { changePasswordMutation } from '../api';
import { identityErrorText } from '../identity';
import { changePasswordFormSchema, type ChangePasswordValues } from './change-password.schema';

const EMPTY = { oldPwd: '', newPwd: '', confirmPwd: '' };

export function ChangePasswordForm() {
  usePageVisit('Change Password');
  const { userId, renew } = useAuth();
  const { t } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const save = useMutation({
    ...changePasswordMutation(userId, renew),
    onSuccess: (result) => {
      if (result.succeeded) {
        toast.success(text(Messages.passwordChanged), { focus: true });
        reset(EMPTY);
      } else toast.error(text(identityErrorText(result, Messages.serverError)), { focus: true });
    },
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });
  useUnsavedForm(formState.isDirty);
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit((v: ChangePasswordValues) => save.mutate(v))} noValidate aria-label={t`Change Password`}>
      <TextField
        label={t`Old Password`}
        type="password"
        autoComplete="current-password"
        error={errors.oldPwd?.message && text(errors.oldPwd.message)}
        {...register('oldPwd')}
      />
      <TextField
        label={t`New Password`}
        type="password"
        autoComplete="new-password"
        error={errors.newPwd?.message && text(errors.newPwd.message)}
        {...register('newPwd')}
      />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPwd?.message && text(errors.confirmPwd.message)}
        {...register('confirmPwd')}
      />
      <Button type="submit" disabled={save.isPending}>
        {t`Change Password`}
      </Button>
    </form>
  );
}

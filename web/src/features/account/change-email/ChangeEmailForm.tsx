/**
 * Change Email (docs/requirements.md §2.3, §8): PUT /api/account/changeemail {userId, oldEmail, newEmail}; on success the
 * profile's e-mail is updated too, and a failure there has its own message.
 * The API asks for a recent sign-in: when it answers so, the person goes through the login page
 * again and, back here, the same change is sent once more.
 */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ErrorNames, Messages } from '@hearth/common';
import { isApiError } from '../../../shared/api';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { changeEmailMutation } from '../api';
import { Button, TextField, useToast } from '../../../shared/ui';
import { changeEmailFormSchema, type ChangeEmailValues } from './change-email.schema';
import { leaveOnPurpose } from '../../../shared/unsaved/UnsavedChangesGuard';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

const EMPTY = { oldEmail: '', newEmail: '' };
/** The change waiting for the sign-in again (this tab only). */
const PENDING_KEY = 'hearth.pendingEmailChange';
const CHANGE_EMAIL_RETURN = '/manage?feature=Email';

const needsRecentLogin = (e: unknown) => isApiError(e) && e.status === 401 && e.errorName === ErrorNames.insufficientUserAuthentication;

function takePending(): ChangeEmailValues | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null');
    sessionStorage.removeItem(PENDING_KEY);
    return value && typeof value.oldEmail === 'string' && typeof value.newEmail === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function ChangeEmailForm() {
  usePageVisit('Change Email');
  const { userId, reauthenticate } = useAuth();
  const { t } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const { register, handleSubmit, formState, reset } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const save = useMutation({
    ...changeEmailMutation(userId),
    onSuccess: ({ result, profileUpdated }, v) => {
      if (!result.succeeded) {
        // docs/requirements.md §8: the failure is told in the words of docs/requirements.md, not as the identity system's code lines.
        toast.error(text(Messages.emailNotModified), { focus: true });
        return;
      }
      toast.success(text(Messages.emailChanged(v.newEmail)), { focus: true });
      toast.info(text(Messages.newEmailUnverified(v.newEmail)));
      if (!profileUpdated) toast.error(text(Messages.profileEmailNotModified));
      reset(EMPTY);
    },
    onError: (e: Error, v) => {
      if (needsRecentLogin(e) && !retried.current) {
        toast.error(e.message);
        sessionStorage.setItem(PENDING_KEY, JSON.stringify(v));
        // The typed change is kept and sent on the return: the way to the login page asks nothing.
        leaveOnPurpose();
        void reauthenticate(CHANGE_EMAIL_RETURN);
        return;
      }
      toast.error(e.message || text(Messages.emailNotModified), { focus: true });
    },
  });
  // Back from the login page: send the waiting change once.
  const retried = useRef(false);
  useEffect(() => {
    const pending = takePending();
    if (!pending) return;
    retried.current = true;
    reset(pending);
    save.mutate(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  useUnsavedForm(formState.isDirty);
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate aria-label={t`Change Email`}>
      <TextField
        label={t`Old Email`}
        type="email"
        autoComplete="email"
        error={errors.oldEmail?.message && text(errors.oldEmail.message)}
        {...register('oldEmail')}
      />
      <TextField
        label={t`New Email`}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message && text(errors.newEmail.message)}
        {...register('newEmail')}
      />
      <Button type="submit" disabled={save.isPending}>
        {t`Change Email`}
      </Button>
    </form>
  );
}

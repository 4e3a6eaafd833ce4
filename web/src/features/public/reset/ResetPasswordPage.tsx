/** /reset-password?token=...: the link of the forgot-password e-mail; posts {token, newPwd} to /api/account/resetpassword. */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Messages } from '@hearth/common';
import { usePageVisit } from '../../../shared/auth';
import { useCommonText } from '../../../shared/i18n';
import { useLoginAction } from '../../../shared/hooks/useLoginAction';
import { Button, ButtonLink, ButtonRow, Message, Page, Panel, Spinner, TextField, useToast } from '../../../shared/ui';
import { resetLinkQuery, resetPasswordMutation } from '../api';
import { resetPasswordSchema, type ResetPasswordValues } from './reset.schema';

export default function ResetPasswordPage() {
  usePageVisit('Reset Password');
  const { t } = useLingui();
  const text = useCommonText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A used or expired link shows its error at once, not after the password was typed twice.
  const link = useQuery(resetLinkQuery(token));
  const toast = useToast();
  const startLogin = useLoginAction();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPwd: '', confirmPwd: '' },
  });
  const save = useMutation({
    ...resetPasswordMutation(),
    onSuccess: () => {
      toast.success(Messages.passwordResetDone);
      setDone(true);
    },
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });

  return (
    <Page title={t`Reset Password`}>
      {!token || (link.isError && !done) ? (
        <Message tone="error" role="alert">
          {link.error?.message ?? text(Messages.resetLinkInvalid)}{' '}
          <a href="/forgotPassword">
            <Trans>Forgot Password</Trans>
          </a>
        </Message>
      ) : link.isPending ? (
        <Spinner show label={t`Reading the link`} />
      ) : done ? (
        <>
          {/* The form is gone: focus moves to its result. */}
          <div ref={doneRef} tabIndex={-1}>
            <Message tone="success" role="status">
              {text(Messages.passwordResetDone)}
            </Message>
          </div>
          <Button onClick={() => void startLogin('/')}>
            <Trans>Login</Trans>
          </Button>
        </>
      ) : (
        <Panel>
          <form
            onSubmit={handleSubmit((v: ResetPasswordValues) => save.mutate({ token, newPwd: v.newPwd }))}
            noValidate
            aria-label={t`Reset Password`}
          >
            <TextField
              label={t`New Password`}
              type="password"
              autoComplete="new-password"
              error={formState.errors.newPwd?.message}
              {...register('newPwd')}
            />
            <TextField
              label={t`Confirm Password`}
              type="password"
              autoComplete="new-password"
              error={formState.errors.confirmPwd?.message}
              {...register('confirmPwd')}
            />
            <ButtonRow>
              <Button type="submit" disabled={save.isPending}>
                <Trans>Reset Password</Trans>
              </Button>
              <ButtonLink to="/home" variant="ghost">
                <Trans>Cancel</Trans>
              </ButtonLink>
            </ButtonRow>
          </form>
        </Panel>
      )}
    </Page>
  );
}

/**
 * Two-factor sign-in (beyond docs/requirements.md): enrol an authenticator app (QR code, a confirmation code,
 * ten single-use recovery codes shown once) or turn it off with the password and a code.
 * The provider's login page then asks for a code after the password.
 */
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useCommonText } from '../../../shared/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Messages, twoFactorConfirmSchema, twoFactorDisableSchema, type TwoFactorEnrolment } from '@hearth/common';
import type { z } from 'zod';
import { beginTwoFactorMutation, confirmTwoFactorMutation, disableTwoFactorMutation, twoFactorStatusQuery } from '../api';
import { useAuth } from '../../../shared/auth';
import { Button, Message, Spinner, TextField, useToast } from '../../../shared/ui';

/** A field's message (common's rules) in the reader's language. */
const commonOrNothing = (text: (english: string) => string, message: string | undefined) => (message ? text(message) : undefined);

type ConfirmValues = z.infer<typeof twoFactorConfirmSchema>;
type DisableValues = z.infer<typeof twoFactorDisableSchema>;

export function TwoFactorForm() {
  const { userId } = useAuth();
  const { t } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const status = useQuery(twoFactorStatusQuery(userId));
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = useMutation({
    ...beginTwoFactorMutation(),
    onSuccess: setEnrolment,
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });
  const confirmForm = useForm<ConfirmValues>({ resolver: zodResolver(twoFactorConfirmSchema), defaultValues: { code: '' } });
  const confirm = useMutation({
    ...confirmTwoFactorMutation(userId),
    onSuccess: (result) => {
      setEnrolment(null);
      setRecoveryCodes(result.recoveryCodes);
      toast.success(text(Messages.twoFactorEnabled), { focus: true });
    },
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });
  const disableForm = useForm<DisableValues>({ resolver: zodResolver(twoFactorDisableSchema), defaultValues: { password: '', code: '' } });
  const disable = useMutation({
    ...disableTwoFactorMutation(userId),
    onSuccess: () => {
      disableForm.reset();
      setRecoveryCodes(null);
      toast.success(text(Messages.twoFactorDisabled), { focus: true });
    },
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });

  if (status.isPending) return <Spinner show label={t`Reading your two-factor sign-in`} />;
  if (status.isError) return <Message tone="error">{status.error.message}</Message>;

  if (recoveryCodes) {
    return (
      <section aria-label={t`Recovery codes`}>
        <Message tone="success">{text(Messages.twoFactorEnabled)}</Message>
        <ul data-testid="recovery-codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button type="button" onClick={() => setRecoveryCodes(null)}>
          {t`I have saved them`}
        </Button>
      </section>
    );
  }

  if (status.data.enabled) {
    return (
      <form onSubmit={disableForm.handleSubmit((v) => disable.mutate(v))} noValidate aria-label={t`Turn off two-factor sign-in`}>
        <p>{t`Two-factor sign-in is on (${plural(status.data.recoveryCodesLeft, { one: '# recovery code left', other: '# recovery codes left' })}).`}</p>
        {status.data.required && (
          <Message tone="warning">
            {t`The site requires two-factor sign-in for your account: if you turn it off, you will set it up again at your next sign-in.`}
          </Message>
        )}
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={commonOrNothing(text, disableForm.formState.errors.password?.message)}
          {...disableForm.register('password')}
        />
        <TextField
          label={t`Authentication code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={commonOrNothing(text, disableForm.formState.errors.code?.message)}
          {...disableForm.register('code')}
        />
        <Button type="submit" disabled={disable.isPending}>
          {t`Turn off two-factor sign-in`}
        </Button>
      </form>
    );
  }

  if (enrolment) {
    return (
      <form onSubmit={confirmForm.handleSubmit((v) => confirm.mutate(v))} noValidate aria-label={t`Set up two-factor sign-in`}>
        <p>{t`Scan this code with an authenticator app, or type the key, then enter the code the app shows.`}</p>
        <img src={enrolment.qrCode} alt={t`QR code for the authenticator app`} width={220} height={220} />
        <p>
          {t`Key:`} <code data-testid="two-factor-secret">{enrolment.secret}</code>
        </p>
        <TextField
          label={t`Authentication code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={commonOrNothing(text, confirmForm.formState.errors.code?.message)}
          {...confirmForm.register('code')}
        />
        <Button type="submit" disabled={confirm.isPending}>
          {t`Turn on`}
        </Button>
      </form>
    );
  }

  return (
    <div>
      <p>{t`Two-factor sign-in is off. With it, signing in needs your password and a code of an authenticator app on your phone.`}</p>
      {status.data.required && <Message tone="warning">{text(Messages.twoFactorRequired)}</Message>}
      <Button type="button" onClick={() => begin.mutate()} disabled={begin.isPending}>
        {t`Set up two-factor sign-in`}
      </Button>
    </div>
  );
}

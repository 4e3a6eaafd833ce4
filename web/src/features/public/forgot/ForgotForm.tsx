/**
 * The shared Forgot Password / Forgot Username / Send Verification Email screen (docs/requirements.md, "Public and account screens", "States and transitions", "Errors and success messages"): an
 * e-mail field plus Cancel to /home. Success shows a persistent info toast; an unknown e-mail a warning; an
 * address still waiting for its verification (409) a warning saying the verification e-mail went again.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Messages, RESEND_VERIFICATION_PATH } from '@hearth/common';
import { forgotMutation, type ForgotEndpoint } from '../api';
import { ApiError } from '../../../shared/api';
import { usePageVisit } from '../../../shared/auth';
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonLink, ButtonRow, Page, Panel, TextField, useToast } from '../../../shared/ui';
import { forgotFormSchema, forgotPayload, type ForgotValues } from './forgot.schema';

export function ForgotForm({
  page,
  title,
  intro,
  endpoint,
  submitLabel,
  successText,
  notice,
}: {
  /** The page's name in the visits' log (English, as the registry has it). */
  page: string;
  /** The title in the reader's language. */
  title: string;
  intro: string;
  endpoint: ForgotEndpoint;
  submitLabel: string;
  successText: string;
  /** Shown above the form, e.g. why the person landed here. */
  notice?: ReactNode;
}) {
  usePageVisit(page);
  const { t } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const { register, handleSubmit, formState, reset } = useForm<ForgotValues>({
    resolver: zodResolver(forgotFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const send = useMutation({
    ...forgotMutation(endpoint),
    onSuccess: (found) => {
      if (found) {
        toast.info(text(successText), { persistent: true, focus: true });
        reset({ email: '' });
      } else toast.warning(Messages.emailNotOnRecord, { focus: true });
    },
    onError: (e: Error) =>
      e instanceof ApiError && e.status === 409 ? toast.warning(e.message, { focus: true }) : toast.error(e.message, { focus: true }),
  });

  return (
    <Page title={title}>
      <Panel>
        {notice}
        <p>{intro}</p>
        <form onSubmit={handleSubmit((v) => send.mutate(forgotPayload(v)))} noValidate aria-label={title}>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', { setValueAs: (v: string) => (typeof v === 'string' ? v.trim().toLowerCase() : v) })}
          />
          <ButtonRow>
            <Button type="submit" disabled={send.isPending}>
              {submitLabel}
            </Button>
            <ButtonLink to="/home" variant="ghost">
              <Trans>Cancel</Trans>
            </ButtonLink>
          </ButtonRow>
        </form>
        {endpoint !== '/account/resendverification' && (
          <p>
            <Trans>
              Registered but never got the verification email, or its link expired?{' '}
              <Link to={RESEND_VERIFICATION_PATH}>Send the verification email again</Link>
            </Trans>
          </p>
        )}
      </Panel>
    </Page>
  );
}

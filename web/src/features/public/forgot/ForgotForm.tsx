/**
 * The shared Forgot Password / Forgot Username screen (docs/requirements.md §2.3, §8): an e-mail field plus Cancel to /home.
 * Success shows a persistent info toast; an unknown e-mail a warning.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { forgotMutation, type ForgotEndpoint } from '../api';
import { usePageVisit } from '../../../shared/auth';
import { Button, ButtonLink, ButtonRow, Page, Panel, TextField, useToast } from '../../../shared/ui';
import { forgotFormSchema, forgotPayload, type ForgotValues } from './forgot.schema';

export function ForgotForm({
  title,
  intro,
  endpoint,
  submitLabel,
  successText,
}: {
  title: string;
  intro: string;
  endpoint: ForgotEndpoint;
  submitLabel: string;
  successText: string;
}) {
  usePageVisit(title);
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
        toast.info(successText, { persistent: true, focus: true });
        reset({ email: '' });
      } else toast.warning(Messages.emailNotOnRecord, { focus: true });
    },
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });

  return (
    <Page title={title}>
      <Panel>
        <p>{intro}</p>
        <form onSubmit={handleSubmit((v) => send.mutate(forgotPayload(v)))} noValidate aria-label={title}>
          <TextField
            label="Email"
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
              Cancel
            </ButtonLink>
          </ButtonRow>
        </form>
      </Panel>
    </Page>
  );
}

/**
 * Register (docs/requirements.md, "Public and account screens", "States and transitions"): user name and e-mail, a 'verify uniqueness' link, then the rest of the
 * form. Submitting verifies the profile first (a non-empty list of messages stops it), then creates
 * the account; the server sends the verification e-mail and the screen congratulates the user.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Messages, REGISTRATION_TYPES } from '@hearth/common';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../../shared/api';
import { usePageVisit } from '../../../shared/auth';
import { useCommonText } from '../../../shared/i18n';
import { useLoginAction } from '../../../shared/hooks/useLoginAction';
import { Button, ButtonRow, Message, Page, Panel, SelectField, TextField, useToast } from '../../../shared/ui';
import { registerMutation, verifyUserMutation } from '../api';
import {
  canVerifyUniqueness,
  emptyRegistration,
  invitedRegistration,
  registerFormSchema,
  toProfile,
  toRegistrationPayload,
  type RegisterValues,
} from './register.schema';
import { UnsavedChangesGuard } from '../../../shared/unsaved/UnsavedChangesGuard';

export default function RegisterPage() {
  usePageVisit('Register');
  const { t } = useLingui();
  const text = useCommonText();
  const typeLabels = { owner: t({ message: 'Owner', context: 'relation to the unit' }), tenant: t`Tenant`, propmgr: t`Property Manager` };
  const toast = useToast();
  const navigate = useNavigate();
  const startLogin = useLoginAction();
  const [verifiedPair, setVerifiedPair] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const verifyUser = useMutation(verifyUserMutation());
  const registerAccount = useMutation(registerMutation());
  const [done, setDone] = useState(false);
  const [query] = useSearchParams();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: invitedRegistration(query) as unknown as RegisterValues,
  });
  const { register, handleSubmit, control, reset, formState, setFocus } = form;
  // Focus follows each step's result: the first new field, the problems, the confirmation.
  // A new object per request, so asking twice for the same place moves focus twice.
  const [focusTarget, setFocusTarget] = useState<{ to: 'password' | 'problems' | 'done' } | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { errors } = formState;
  const userName = useWatch({ control, name: 'userName' }) ?? '';
  const email = useWatch({ control, name: 'email' }) ?? '';
  const pair = `${userName.toLowerCase()}\n${email}`;
  const verified = verifiedPair === pair;

  const verify = async () => {
    setBusy(true);
    try {
      const answer = await verifyUser.mutateAsync({ userName: userName.toLowerCase(), email });
      if (answer.unique) {
        setVerifiedPair(pair);
        setFocusTarget({ to: 'password' });
        toast.info(Messages.uniquenessConfirmed);
      } else toast.error(answer.message, { focus: true });
    } catch (e) {
      toast.error(errorMessage(e), { focus: true });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblems([]);
    setBusy(true);
    try {
      const outcome = await registerAccount.mutateAsync({ profile: toProfile(values), payload: toRegistrationPayload(values) });
      if (!outcome.registered) {
        setProblems(outcome.problems);
        setFocusTarget({ to: 'problems' });
        return;
      }
      // 'You can now use your credentials to login.' waits for the verification link (HomePage): until then sign-in is refused.
      toast.success(Messages.accountCreated(values.userName.toLowerCase()));
      toast.info(Messages.registrationEmailSent);
      reset(emptyRegistration() as unknown as RegisterValues);
      setVerifiedPair(null);
      setDone(true);
      setFocusTarget({ to: 'done' });
    } catch (e) {
      toast.error(errorMessage(e), { focus: true });
    } finally {
      setBusy(false);
    }
  });

  useEffect(() => {
    if (focusTarget?.to === 'password') setFocus('password');
    else if (focusTarget?.to === 'problems') problemsRef.current?.focus();
    else if (focusTarget?.to === 'done') doneRef.current?.focus();
  }, [focusTarget, setFocus]);

  const resetForm = () => {
    reset(emptyRegistration() as unknown as RegisterValues);
    setVerifiedPair(null);
    setProblems([]);
  };

  if (done) {
    return (
      <Page title={t`Register`}>
        <div ref={doneRef} tabIndex={-1}>
          <Message tone="success" role="status">
            {text(Messages.registerDone)}
          </Message>
          <Message tone="info">{text(Messages.registerVerifyNext)}</Message>
        </div>
        <Button onClick={() => void startLogin('/')}>
          <Trans>Login</Trans>
        </Button>
      </Page>
    );
  }

  return (
    <Page title={t`Register`}>
      {/* Typed details are not lost to a link, Cancel, Back or a reload without a question (docs/requirements.md, "States and transitions"). */}
      <UnsavedChangesGuard rows={false} form={formState.isDirty} />
      <Panel>
        <form onSubmit={onSubmit} noValidate aria-label={t`Registration`}>
          <TextField label={t`User Name`} autoComplete="username" error={errors.userName?.message} {...register('userName')} />
          <TextField label={t`Email`} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          {!verified && canVerifyUniqueness(userName, email) && (
            <p>
              <Button variant="link" onClick={() => void verify()} disabled={busy}>
                <Trans>verify uniqueness</Trans>
              </Button>
            </p>
          )}
          {verified && (
            <>
              <TextField
                label={t`Password`}
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <TextField label={t`First Name`} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
              <TextField label={t`Last Name`} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
              <TextField label={t`Unit Number`} error={errors.unitNumber?.message} {...register('unitNumber')} />
              <TextField
                label={t`Street Name`}
                autoComplete="address-line1"
                error={errors.streetName?.message}
                {...register('streetName')}
              />
              <SelectField
                label={t`You are`}
                placeholder={t`Select...`}
                options={REGISTRATION_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
                error={errors.userType?.message}
                {...register('userType')}
              />
            </>
          )}
          {problems.length > 0 && (
            <div ref={problemsRef} tabIndex={-1}>
              <Message tone="error" role="alert">
                <ul>
                  {problems.map((p) => (
                    <li key={p}>{text(p)}</li>
                  ))}
                </ul>
              </Message>
            </div>
          )}
          <ButtonRow>
            <Button type="submit" disabled={!verified || busy}>
              <Trans>Register</Trans>
            </Button>
            <Button variant="secondary" onClick={resetForm}>
              <Trans>Reset</Trans>
            </Button>
            <Button variant="ghost" onClick={() => navigate('/home')}>
              <Trans>Cancel</Trans>
            </Button>
          </ButtonRow>
        </form>
      </Panel>
    </Page>
  );
}

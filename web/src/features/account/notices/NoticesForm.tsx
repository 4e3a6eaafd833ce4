/**
 * E-mail notices (docs/requirements.md §10): per kind of new content, none / at once / weekly
 * digest; PUT /api/notices/preferences. Minutes reach only residents who may read them: the
 * others get no minutes choice at all (a greyed "At once" read as a promise), only the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCommonText } from '../../../shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Messages,
  NOTICE_DELIVERIES,
  NOTICE_KINDS,
  NoticeMessages,
  noticePreferencesSchema,
  type NoticeDelivery,
  type NoticeKind,
  type NoticePreferencesUpdate,
} from '@hearth/common';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { noticePreferencesQuery, saveNoticePreferencesMutation } from '../api';
import { Button, Message, SelectField, useToast } from '../../../shared/ui';

/** The kinds the resident may receive: minutes only for who may read them, votes only for verified owners of roster units. */
const offeredKinds = ({ minutesAllowed, votesAllowed }: { minutesAllowed: boolean; votesAllowed: boolean }) =>
  NOTICE_KINDS.filter((kind) => (kind !== 'minutes' || minutesAllowed) && (kind !== 'votes' || votesAllowed));

/** Common's labels of the kinds and deliveries (NOTICE_KIND_LABELS, NOTICE_DELIVERY_LABELS), in the reader's language. */
const KIND_WORDS: Record<NoticeKind, MessageDescriptor> = {
  news: msg`News`,
  newsletters: msg`Newsletters`,
  minutes: msg`Meeting Minutes`,
  documents: msg`Community Documents`,
  requests: msg`Service Requests`,
  votes: msg`Votes`,
};
const DELIVERY_WORDS: Record<NoticeDelivery, MessageDescriptor> = {
  none: msg({ message: 'None', context: 'notice delivery' }),
  atOnce: msg`At once`,
  weeklyDigest: msg`Weekly digest`,
};

export function NoticesForm() {
  usePageVisit('E-mail Notices');
  const { userId } = useAuth();
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const options = NOTICE_DELIVERIES.map((d) => ({ value: d, label: i18n._(DELIVERY_WORDS[d]) }));
  const toast = useToast();
  const stored = useQuery(noticePreferencesQuery(userId));
  const { register, handleSubmit, formState, reset } = useForm<NoticePreferencesUpdate>({
    resolver: zodResolver(noticePreferencesSchema),
  });
  useEffect(() => {
    if (!stored.data) return;
    // Only the offered kinds are in the form, so a save never sends a kind the resident cannot change.
    const { preferences } = stored.data;
    reset(Object.fromEntries(offeredKinds(stored.data).map((kind) => [kind, preferences[kind]])));
  }, [stored.data, reset]);

  useUnsavedForm(formState.isDirty);
  const result = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) result.current?.focus();
  }, [saved]);
  const save = useMutation({
    ...saveNoticePreferencesMutation(userId),
    onMutate: () => setSaved(false),
    onSuccess: (_, saved) => {
      setSaved(true);
      reset(saved);
      toast.success(text(NoticeMessages.preferencesSaved));
    },
    // The choices stay in the form when the save fails.
    onError: (e: Error) => toast.error(e.message),
  });

  if (stored.isError) return <Message tone="error">{stored.error.message}</Message>;
  if (stored.isPending) return <p>{text(Messages.loadingData)}</p>;
  const { email, minutesAllowed, votesAllowed } = stored.data;
  const { errors } = formState;
  return (
    <>
      <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate aria-label={t`E-mail Notices`}>
        <p>
          <Trans>
            When something new is added, the portal can e-mail you at <strong>{email}</strong>: at once, or once a week for all the new
            items of that kind.
          </Trans>
        </p>
        {offeredKinds(stored.data).map((kind) => (
          <SelectField
            key={kind}
            label={i18n._(KIND_WORDS[kind])}
            options={options}
            error={errors[kind]?.message && text(errors[kind].message)}
            {...register(kind)}
          />
        ))}
        {!minutesAllowed && <p>{text(NoticeMessages.minutesNotAllowed)}</p>}
        {!votesAllowed && <p>{text(NoticeMessages.votesNotAllowed)}</p>}
        <Button type="submit" disabled={save.isPending}>
          {t`Save Notices`}
        </Button>
      </form>
      {saved && (
        <div ref={result} tabIndex={-1} data-testid="notices-result">
          <Message tone="success" role="status">
            {text(NoticeMessages.preferencesSaved)}
          </Message>
        </div>
      )}
    </>
  );
}

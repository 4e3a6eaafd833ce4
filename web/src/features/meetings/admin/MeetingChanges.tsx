/**
 * "Admin: Meetings" — correcting a meeting before it begins (docs/requirements.md, "Meetings, notices and consent to electronic notice"): Edit, Postpone and
 * Cancel, each in a dialog that gives a new notice to everyone noticed before. The server holds a new start
 * to the pack's notice rule and answers the rule and its citation when it would give too little notice.
 * Closing a dialog with typed text asks first, as the other admin forms do.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LifecycleMessages, firstIssueMessage, meetingCancelSchema, meetingPostponeSchema, type MeetingSummary } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonRow, Message, TextArea, TextField, useToast } from '../../../shared/ui';
import { Dialog } from '../../../shared/ui/Dialog';
import { confirmFormDiscard } from '../../../shared/unsaved/unsavedForm';
import { cancelMeeting, editMeeting, meetingKeys, postponeMeeting } from '../api';

type Change = 'edit' | 'postpone' | 'cancel';
const LABELS: Record<Change, MessageDescriptor> = { edit: msg`Edit`, postpone: msg`Postpone`, cancel: msg`Cancel meeting` };

interface Draft {
  title: string;
  startsAt: string;
  place: string;
  videoLink: string;
  agenda: string;
  reason: string;
}

const draftOf = (m: MeetingSummary): Draft => ({
  title: m.title,
  startsAt: m.localStart,
  place: m.place,
  videoLink: m.videoLink,
  agenda: m.agenda,
  reason: '',
});

/** The edit's body: only the details that differ from the meeting's. */
function changedOf(meeting: MeetingSummary, draft: Draft) {
  const before = draftOf(meeting);
  const out: Record<string, string> = {};
  for (const key of ['title', 'startsAt', 'place', 'videoLink', 'agenda'] as const) if (draft[key] !== before[key]) out[key] = draft[key];
  if (draft.reason) out.reason = draft.reason;
  return out;
}

export function MeetingChangeDialog({ meeting, change }: { meeting: MeetingSummary; change: Change }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const client = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(meeting));
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(meeting));
  const save = useMutation({
    mutationFn: (): Promise<MeetingSummary> =>
      change === 'edit'
        ? editMeeting(meeting.id, changedOf(meeting, draft))
        : change === 'postpone'
          ? postponeMeeting(meeting.id, { startsAt: draft.startsAt, reason: draft.reason })
          : cancelMeeting(meeting.id, { reason: draft.reason }),
    onSuccess: (saved) => {
      const said =
        change === 'edit'
          ? LifecycleMessages.edited
          : change === 'postpone'
            ? LifecycleMessages.postponed
            : LifecycleMessages.cancelledDone;
      toast.success(said(saved.title));
      setOpen(false);
      void client.invalidateQueries({ queryKey: meetingKeys.meetings() });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const onOpenChange = (next: boolean) => {
    // Closing with typed text asks first (Escape, the close button, Cancel alike).
    if (!next && !save.isSuccess && !confirmFormDiscard(dirty)) return;
    if (next) {
      setDraft(draftOf(meeting));
      setProblem(null);
      save.reset();
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      change === 'postpone'
        ? meetingPostponeSchema.safeParse({ startsAt: draft.startsAt, reason: draft.reason })
        : change === 'cancel'
          ? meetingCancelSchema.safeParse({ reason: draft.reason })
          : null;
    if (parsed && !parsed.success) return setProblem(text(firstIssueMessage(parsed.error)));
    if (change === 'edit' && Object.keys(changedOf(meeting, draft)).filter((k) => k !== 'reason').length === 0)
      return setProblem(text(LifecycleMessages.nothingChanged));
    setProblem(null);
    if (!save.isPending) save.mutate();
  };
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const name = meeting.title;
  const title = change === 'edit' ? t`Edit ${name}` : change === 'postpone' ? t`Postpone ${name}` : t`Cancel ${name}?`;
  const label = i18n._(LABELS[change]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t`Owners noticed before receive a new notice (e-mail, website or paper, as they chose).`}
      trigger={
        <Button size="small" variant="secondary" aria-label={`${label}: ${name}`}>
          {label}
        </Button>
      }
    >
      <form aria-label={title} onSubmit={submit} noValidate>
        {problem && <Message tone="error">{problem}</Message>}
        {change === 'edit' && (
          <>
            <TextField label={t`Title`} maxLength={200} {...field('title')} />
            <TextField label={t`Starts at`} hint={t`In the association’s time zone.`} type="datetime-local" {...field('startsAt')} />
            <TextField label={t`Place`} maxLength={300} {...field('place')} />
            <TextField label={t`Video link`} type="url" maxLength={500} {...field('videoLink')} />
            <TextArea label={t`Agenda`} rows={5} maxLength={10_000} {...field('agenda')} />
          </>
        )}
        {change === 'postpone' && (
          <TextField
            label={t`New start`}
            hint={t`Later than now planned, in the association’s time zone.`}
            type="datetime-local"
            {...field('startsAt')}
          />
        )}
        <TextArea label={change === 'edit' ? t`Reason (optional)` : t`Reason`} rows={3} maxLength={1000} {...field('reason')} />
        <ButtonRow>
          <Button type="submit" disabled={save.isPending}>
            {change === 'edit'
              ? t`Save and give amended notice`
              : change === 'postpone'
                ? t`Postpone and give notice`
                : t`Cancel the meeting and give notice`}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t`Keep as is`}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

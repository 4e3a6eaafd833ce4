/**
 * "Admin: Meetings" — the proof of a meeting's notice (docs/requirements.md, "Meetings, notices and consent to electronic notice"): its history (each notice
 * round), the certificate of notice (PDF) listing every owner, and the sign-off of whoever mailed or posted
 * the paper notices, kept for good.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTICE_ROUND_LABELS,
  firstIssueMessage,
  localLabel,
  paperNoticeSignOffSchema,
  wallClockLabel,
  type MeetingSummary,
  type PaperNoticeSignOff,
} from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { Button, ButtonRow, LoadFailed, Message, SelectField, TextField, useToast } from '../../../shared/ui';
import { saveCertificate, signOffPaperNotices, signOffsQuery } from '../api';

/** The meeting's notice rounds, first to last. */
function MeetingHistory({ meeting }: { meeting: MeetingSummary }) {
  return (
    <>
      <h3>History</h3>
      <ol>
        {meeting.history.map((e) => (
          <li key={e.round}>
            {NOTICE_ROUND_LABELS[e.action]} given {localLabel(Date.parse(e.at), meeting.timeZone)} — for{' '}
            {wallClockLabel(e.localStart, meeting.timeZone)}
            {e.reason ? ` (${e.reason})` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}

const empty = (): PaperNoticeSignOff => ({ method: 'mailed', on: '', name: '', title: '' });

export function NoticeProof({ meeting }: { meeting: MeetingSummary }) {
  const client = useQueryClient();
  const toast = useToast();
  const signOffs = useQuery(signOffsQuery(meeting.id));
  const [form, setForm] = useState<PaperNoticeSignOff>(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const sign = useMutation({
    mutationFn: () => signOffPaperNotices(meeting.id, form),
    onSuccess: (list) => {
      client.setQueryData(signOffsQuery(meeting.id).queryKey, list);
      toast.success('The paper notices were signed off.');
      setForm(empty());
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = paperNoticeSignOffSchema.safeParse(form);
    if (!parsed.success) return setProblem(firstIssueMessage(parsed.error));
    setProblem(null);
    if (!sign.isPending) sign.mutate();
  };
  const set = (key: keyof PaperNoticeSignOff) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <>
      <MeetingHistory meeting={meeting} />
      <ButtonRow>
        <Button variant="secondary" onClick={() => void saveCertificate(meeting.id).catch((e: Error) => toast.error(errorMessage(e)))}>
          Certificate of notice (PDF)
        </Button>
      </ButtonRow>
      <h3>Paper notices</h3>
      {signOffs.isError ? (
        <LoadFailed what="the sign-offs" error={signOffs.error} onRetry={() => void signOffs.refetch()} />
      ) : (
        <ul>
          {(signOffs.data ?? []).map((s, i) => (
            <li key={i}>
              {s.method === 'mailed' ? 'Mailed' : 'Posted'} on {s.on} by {s.name}
              {s.title ? `, ${s.title}` : ''}
            </li>
          ))}
          {signOffs.data?.length === 0 && <li>Not signed off yet.</li>}
        </ul>
      )}
      <form aria-label="Sign off the paper notices" onSubmit={submit} noValidate>
        {problem && <Message tone="error">{problem}</Message>}
        <SelectField
          label="The paper notices were"
          value={form.method}
          onChange={set('method')}
          options={[
            { value: 'mailed', label: 'Mailed' },
            { value: 'posted', label: 'Posted' },
          ]}
        />
        <TextField label="On" type="date" value={form.on} onChange={set('on')} />
        <TextField label="By (name)" maxLength={200} value={form.name} onChange={set('name')} />
        <TextField label="Their office or role" maxLength={100} value={form.title} onChange={set('title')} />
        <Button type="submit" disabled={sign.isPending}>
          Sign off the paper notices
        </Button>
      </form>
    </>
  );
}

/**
 * "Admin: Meetings" — the proof of a meeting's notice (docs/requirements.md, "Meetings, notices and consent to electronic notice"): its history (each notice
 * round), the certificate of notice (PDF) listing every owner, and the sign-off of whoever mailed or posted
 * the paper notices, kept for good.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonRow, LoadFailed, Message, SelectField, TextField, useToast } from '../../../shared/ui';
import { saveCertificate, signOffPaperNotices, signOffsQuery } from '../api';

/** The meeting's notice rounds, first to last. */
function MeetingHistory({ meeting }: { meeting: MeetingSummary }) {
  const text = useCommonText();
  return (
    <>
      <h3>
        <Trans>History</Trans>
      </h3>
      <ol>
        {meeting.history.map((e) => (
          <li key={e.round}>
            <Trans>
              {text(NOTICE_ROUND_LABELS[e.action])} given {localLabel(Date.parse(e.at), meeting.timeZone)} — for{' '}
              {wallClockLabel(e.localStart, meeting.timeZone)}
            </Trans>
            {e.reason ? ` (${e.reason})` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}

const empty = (): PaperNoticeSignOff => ({ method: 'mailed', on: '', name: '', title: '' });

export function NoticeProof({ meeting }: { meeting: MeetingSummary }) {
  const { t } = useLingui();
  const text = useCommonText();
  const client = useQueryClient();
  const toast = useToast();
  const signOffs = useQuery(signOffsQuery(meeting.id));
  const [form, setForm] = useState<PaperNoticeSignOff>(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const sign = useMutation({
    mutationFn: () => signOffPaperNotices(meeting.id, form),
    onSuccess: (list) => {
      client.setQueryData(signOffsQuery(meeting.id).queryKey, list);
      toast.success(t`The paper notices were signed off.`);
      setForm(empty());
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = paperNoticeSignOffSchema.safeParse(form);
    if (!parsed.success) return setProblem(text(firstIssueMessage(parsed.error)));
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
          {t`Certificate of notice (PDF)`}
        </Button>
      </ButtonRow>
      <h3>{t`Paper notices`}</h3>
      {signOffs.isError ? (
        <LoadFailed what={t`the sign-offs`} error={signOffs.error} onRetry={() => void signOffs.refetch()} />
      ) : (
        <ul>
          {(signOffs.data ?? []).map((s, i) => (
            <li key={i}>
              {s.method === 'mailed' ? t`Mailed on ${s.on} by ${s.name}` : t`Posted on ${s.on} by ${s.name}`}
              {s.title ? `, ${s.title}` : ''}
            </li>
          ))}
          {signOffs.data?.length === 0 && <li>{t`Not signed off yet.`}</li>}
        </ul>
      )}
      <form aria-label={t`Sign off the paper notices`} onSubmit={submit} noValidate>
        {problem && <Message tone="error">{problem}</Message>}
        <SelectField
          label={t`The paper notices were`}
          value={form.method}
          onChange={set('method')}
          options={[
            { value: 'mailed', label: t`Mailed` },
            { value: 'posted', label: t`Posted` },
          ]}
        />
        <TextField label={t`On`} type="date" value={form.on} onChange={set('on')} />
        <TextField label={t`By (name)`} maxLength={200} value={form.name} onChange={set('name')} />
        <TextField label={t`Their office or role`} maxLength={100} value={form.title} onChange={set('title')} />
        <Button type="submit" disabled={sign.isPending}>
          {t`Sign off the paper notices`}
        </Button>
      </form>
    </>
  );
}

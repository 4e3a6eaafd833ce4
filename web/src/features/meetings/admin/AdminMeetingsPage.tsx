/**
 * "Admin: Meetings" (docs/requirements.md, "Meetings, notices and consent to electronic notice"), for directors and administrators: schedule a meeting (the server
 * refuses one that cannot be noticed in time under the association's rule pack, naming the rule), see each
 * notice's delivery to every owner, print the paper-mail list, link the votes held at a meeting, add the recording
 * and the approved minutes (chosen among the association's minutes) afterwards — or add the minutes as a draft, read
 * by the board only, and approve them — and send the yearly request for each owner's delivery choice.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMIN_SCREENS,
  MEETING_KINDS,
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_RESULT_LABELS,
  MEETING_KIND_LABELS,
  MeetingMessages,
  meetingDraftMinutesSchema,
  meetingHeading,
  NOTICE_ROUND_LABELS,
  firstIssueMessage,
  meetingCreateSchema,
  minutesFitMeeting,
  wallClockLabel,
  type MeetingKind,
  type MeetingSummary,
} from '@hearth/common';
import { errorMessage, newIdempotencyKey } from '../../../shared/api';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { dayInZone } from '../../../shared/format';
import { useCommonText } from '../../../shared/i18n';
import {
  Button,
  ButtonRow,
  Checkbox,
  DateField,
  LoadFailed,
  Message,
  NotAllowed,
  Page,
  Panel,
  SelectField,
  Table,
  TextArea,
  TextField,
  useToast,
} from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { UnsavedChangesGuard } from '../../../shared/unsaved/UnsavedChangesGuard';
import { confirmFormDiscard, UnsavedFormReporter, useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { MeetingChangeDialog } from './MeetingChanges';
import { NoticeProof } from './NoticeProof';
import {
  addDraftMinutes,
  approveMinutes,
  createMeeting,
  deliveriesQuery,
  linkVotes,
  meetingKeys,
  meetingMinutesQuery,
  meetingsQuery,
  meetingVotesQuery,
  recordMeeting,
  requestDeliveryChoices,
  saveMailingList,
} from '../api';

/** The screen's name in the activity record (on screen, its title in the reader's language). */
const TITLE = ADMIN_SCREENS.meetings.title;

export default function AdminMeetingsPage() {
  const { isSuperUser } = useAuth();
  usePageVisit(isSuperUser ? TITLE : null);
  if (!isSuperUser) return <NotAllowed />;
  return <AdminMeetings />;
}

function AdminMeetings() {
  const { t } = useLingui();
  const text = useCommonText();
  const client = useQueryClient();
  const toast = useToast();
  const meetings = useQuery(meetingsQuery());
  const [adding, setAdding] = useState(false);
  // Text typed in the schedule form is not lost to Cancel, a link or a reload without a question (docs/requirements.md, "States and transitions").
  const [formDirty, setFormDirty] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // When the screen was opened: a meeting begun by then has its recording and minutes added.
  const [openedAt] = useState(() => Date.now());
  const create = useMutation({
    mutationFn: createMeeting,
    onSuccess: (meeting) => {
      const title = meeting.title;
      toast.success(t`The meeting "${title}" was scheduled and its notice given.`);
      setAdding(false);
      setChosenId(meeting.id);
      void client.invalidateQueries({ queryKey: meetingKeys.meetings() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const all = [...(meetings.data?.upcoming ?? []), ...(meetings.data?.cancelled ?? []), ...(meetings.data?.past ?? [])];
  const chosen = all.find((m) => m.id === chosenId);
  return (
    <Page title={t`Admin: Meetings`}>
      <UnsavedChangesGuard rows={false} form={formDirty} />
      <Button variant={adding ? 'secondary' : 'primary'} onClick={() => (!adding || confirmFormDiscard(formDirty)) && setAdding(!adding)}>
        {adding ? t`Cancel - Go Back` : t`Schedule a Meeting`}
      </Button>
      {adding ? (
        <Panel title={t`New meeting`} as="h2">
          <UnsavedFormReporter value={setFormDirty}>
            <MeetingForm busy={create.isPending} onCreate={(m) => create.mutate(m)} />
          </UnsavedFormReporter>
        </Panel>
      ) : meetings.isError ? (
        <LoadFailed what={t`the meetings`} error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : (
        <Table caption={t`Meetings`} columns={[t`Meeting`, t`When`, t`Notice`, t`Actions`]}>
          <tbody>
            {all.map((m) => (
              <tr key={m.id}>
                <td>
                  {meetingHeading(m.kind, m.title, text(MEETING_KIND_LABELS[m.kind]))}
                  {m.emergency ? ` ${t`(emergency)`}` : ''}
                  {m.status === 'cancelled' ? ` ${t`(cancelled)`}` : ''}
                </td>
                <td>{wallClockLabel(m.localStart, m.timeZone)}</td>
                <td>
                  {m.noticeCitation
                    ? t`Given ${dayInZone(m.noticedAt, m.timeZone)} (${m.noticeCitation})`
                    : t`Given ${dayInZone(m.noticedAt, m.timeZone)}`}
                </td>
                <td>
                  <Button size="small" variant="secondary" onClick={() => setChosenId(m.id)} aria-label={t`Deliveries of ${m.title}`}>
                    {t`Deliveries`}
                  </Button>
                  {/* Until it begins: each change gives a new notice to everyone noticed before. */}
                  {m.status !== 'cancelled' && Date.parse(m.startsAt) > openedAt && (
                    <>
                      <MeetingChangeDialog meeting={m} change="edit" />
                      <MeetingChangeDialog meeting={m} change="postpone" />
                      <MeetingChangeDialog meeting={m} change="cancel" />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {!adding && chosen && (
        // Once it has begun, as the server asks (409 notHeldYet before the start).
        <MeetingDetail key={chosen.id} meeting={chosen} held={Date.parse(chosen.startsAt) <= openedAt} />
      )}
      {!adding && <YearlyRequest />}
    </Page>
  );
}

function MeetingForm({ busy, onCreate }: { busy: boolean; onCreate: (m: Parameters<typeof createMeeting>[0]) => void }) {
  // One key for this form: a double click, or a retry after no answer, schedules one meeting.
  const { t } = useLingui();
  const text = useCommonText();
  const [key] = useState(newIdempotencyKey);
  const [kind, setKind] = useState<MeetingKind>('owner');
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [place, setPlace] = useState('');
  const [videoLink, setVideoLink] = useState('');
  const [agenda, setAgenda] = useState('');
  const [emergency, setEmergency] = useState(false);
  const [emergencyReason, setEmergencyReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useUnsavedForm(kind !== 'owner' || [title, startsAt, place, videoLink, agenda, emergencyReason].some(Boolean) || emergency);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { kind, title, startsAt, place, videoLink, agenda, emergency, emergencyReason };
    const parsed = meetingCreateSchema.safeParse(input);
    if (!parsed.success) return setProblem(text(firstIssueMessage(parsed.error)));
    setProblem(null);
    if (!busy) onCreate({ meeting: input, key });
  };
  return (
    <form onSubmit={submit} noValidate>
      {problem && <Message tone="error">{problem}</Message>}
      <SelectField
        label={t`Kind`}
        value={kind}
        onChange={(e) => setKind(e.target.value as MeetingKind)}
        options={MEETING_KINDS.map((k) => ({ value: k, label: text(MEETING_KIND_LABELS[k]) }))}
      />
      <TextField label={t`Title`} required value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label={t`Starts at`}
        hint={t`In the association’s time zone.`}
        type="datetime-local"
        required
        value={startsAt}
        onChange={(e) => setStartsAt(e.target.value)}
      />
      <TextField label={t`Place`} value={place} onChange={(e) => setPlace(e.target.value)} />
      <TextField label={t`Video link`} type="url" value={videoLink} onChange={(e) => setVideoLink(e.target.value)} />
      <TextArea label={t`Agenda`} required rows={6} value={agenda} onChange={(e) => setAgenda(e.target.value)} />
      <Checkbox
        label={t`Emergency meeting (shorter notice, where the rules allow it)`}
        checked={emergency}
        onChange={(e) => setEmergency(e.target.checked)}
      />
      {emergency && (
        <TextArea
          label={t`Why is it an emergency?`}
          rows={3}
          value={emergencyReason}
          onChange={(e) => setEmergencyReason(e.target.value)}
        />
      )}
      <ButtonRow>
        <Button type="submit" disabled={busy}>
          {t`Schedule and give notice`}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** `held`: the meeting has begun: its recording and minutes may be added. */
function MeetingDetail({ meeting, held }: { meeting: MeetingSummary; held: boolean }) {
  const { t } = useLingui();
  const text = useCommonText();
  const client = useQueryClient();
  const toast = useToast();
  const deliveries = useQuery(deliveriesQuery(meeting.id));
  const [recordingUrl, setRecordingUrl] = useState(meeting.recordingUrl);
  const [minutesId, setMinutesId] = useState(meeting.minutes ? String(meeting.minutes.id) : '');
  // Only once the meeting is over are its minutes chosen: the list is loaded then.
  const minutes = useQuery({ ...meetingMinutesQuery(), enabled: held });
  const [noPrivate, setNoPrivate] = useState(false);
  const record = useMutation({
    mutationFn: () =>
      recordMeeting(meeting.id, { recordingUrl, minutesDocumentId: minutesId ? Number(minutesId) : null, confirmNoPrivate: noPrivate }),
    onSuccess: () => {
      toast.success(t`The recording and minutes were saved.`);
      void client.invalidateQueries({ queryKey: meetingKeys.meetings() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const download = (format: 'csv' | 'pdf') => saveMailingList(meeting.id, format).catch((e: Error) => toast.error(errorMessage(e)));
  return (
    <Panel title={t`Notice of ${meeting.title}`} as="h2">
      <ButtonRow>
        <Button variant="secondary" onClick={() => void download('pdf')}>
          {t`Paper-mail labels (PDF)`}
        </Button>
        <Button variant="secondary" onClick={() => void download('csv')}>
          {t`Paper-mail list (CSV)`}
        </Button>
      </ButtonRow>
      {deliveries.isError ? (
        <LoadFailed what={t`the deliveries`} error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <Table
          caption={t`${plural(deliveries.data?.total ?? 0, { one: '# delivery to owners', other: '# deliveries to owners' })}`}
          columns={[
            t`Notice`,
            t({ message: 'Owner', context: 'owner given notice' }),
            t`Unit`,
            t`How`,
            t({ message: 'To', context: 'address a notice went to' }),
            t`Result`,
          ]}
        >
          <tbody>
            {(deliveries.data?.deliveries ?? []).map((d, i) => (
              <tr key={i}>
                <td>{text(NOTICE_ROUND_LABELS[d.action])}</td>
                <td>
                  {d.name}
                  {d.hasAccount ? '' : ` ${t`(no account)`}`}
                </td>
                <td>{d.unit}</td>
                <td>{text(DELIVERY_CHANNEL_LABELS[d.channel])}</td>
                <td>{d.address}</td>
                <td>{text(DELIVERY_RESULT_LABELS[d.result])}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {held && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            record.mutate();
          }}
        >
          <h3>{t`After the meeting`}</h3>
          <TextField label={t`Recording link`} type="url" value={recordingUrl} onChange={(e) => setRecordingUrl(e.target.value)} />
          {minutes.isError ? (
            <LoadFailed what={t`the minutes`} error={minutes.error} onRetry={() => void minutes.refetch()} />
          ) : (
            <SelectField
              label={t`Approved minutes`}
              placeholder={t({ message: 'None', context: 'no minutes chosen' })}
              value={minutesId}
              onChange={(e) => setMinutesId(e.target.value)}
              options={(minutes.data ?? [])
                // Only minutes dated on or after the meeting's day (the server refuses others); the linked ones stay shown.
                // Its draft is approved below, not chosen here.
                .filter(
                  (d) =>
                    (minutesFitMeeting(d.documentDate, meeting.localStart) || d.id === meeting.minutes?.id) &&
                    d.id !== meeting.draftMinutes?.id,
                )
                .map((d) => ({ value: String(d.id), label: `${d.title} (${d.documentDate.slice(0, 10)})` }))}
            />
          )}
          {/* The recording and minutes are posted to owners as official records (docs/requirements.md, "Official records and rule packs", "Meetings, notices and consent to electronic notice"). */}
          <Checkbox
            label={t`The recording and the minutes hold nothing the rule pack lists as private`}
            checked={noPrivate}
            onChange={(e) => setNoPrivate(e.target.checked)}
          />
          <Button type="submit" disabled={record.isPending}>
            {t`Save`}
          </Button>
        </form>
      )}
      {held && <DraftMinutes meeting={meeting} />}
      <NoticeProof meeting={meeting} />
      <MeetingVotes meeting={meeting} />
    </Panel>
  );
}

/**
 * Minutes drafted after the meeting (docs/requirements.md, "Meetings, notices and consent to electronic notice"): added as a draft the board alone reads, then approved,
 * which makes them the meeting's minutes, posts them to owners and tells them.
 */
function DraftMinutes({ meeting }: { meeting: MeetingSummary }) {
  const { t } = useLingui();
  const text = useCommonText();
  const client = useQueryClient();
  const toast = useToast();
  const [title, setTitle] = useState(t`Minutes: ${meeting.title}`);
  const [documentDate, setDocumentDate] = useState(meeting.localStart.slice(0, 10));
  const [documentName, setDocumentName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [noPrivate, setNoPrivate] = useState(false);
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: meetingKeys.meetings() });
  };
  const add = useMutation({
    mutationFn: () => addDraftMinutes(meeting.id, { title, documentDate, documentName }),
    onSuccess: () => {
      setDocumentName('');
      done(MeetingMessages.draftMinutesAdded);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const approve = useMutation({
    mutationFn: () => approveMinutes(meeting.id, { confirmNoPrivate: noPrivate }),
    onSuccess: () => done(MeetingMessages.minutesApproved),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section aria-labelledby={`draft-minutes-${meeting.id}`}>
      <h3 id={`draft-minutes-${meeting.id}`}>{t`Draft minutes`}</h3>
      {meeting.draftMinutes && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            approve.mutate();
          }}
        >
          <p>{t`Awaiting approval (only the board sees them): ${meeting.draftMinutes.title}`}</p>
          <Checkbox
            label={t`The minutes hold nothing the rule pack lists as private`}
            checked={noPrivate}
            onChange={(e) => setNoPrivate(e.target.checked)}
          />
          <Button type="submit" disabled={approve.isPending}>
            {t`Approve minutes`}
          </Button>
        </form>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = meetingDraftMinutesSchema.safeParse({ title, documentDate, documentName });
          if (!parsed.success) return setProblem(text(firstIssueMessage(parsed.error)));
          setProblem(null);
          add.mutate();
        }}
        noValidate
        aria-label={t`Add draft minutes`}
      >
        {problem && <Message tone="error">{problem}</Message>}
        <DateField label={t`Minutes date`} required value={documentDate} onChange={(e) => setDocumentDate(e.target.value)} />
        <TextField label={t`Minutes title`} required value={title} onChange={(e) => setTitle(e.target.value)} />
        <FileUpload
          label={t`Minutes (PDF)`}
          kind="pdf"
          area="minutes"
          current={documentName}
          onUploaded={(name) => setDocumentName(name)}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t`Add draft minutes`}
        </Button>
      </form>
    </section>
  );
}

/** The votes held at the meeting (docs/requirements.md, "Meetings, notices and consent to electronic notice"): each vote belongs to at most one meeting. */
function MeetingVotes({ meeting }: { meeting: MeetingSummary }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const toast = useToast();
  const votes = useQuery(meetingVotesQuery());
  const [chosen, setChosen] = useState<number[]>(meeting.votes.map((v) => v.id));
  const save = useMutation({
    mutationFn: () => linkVotes(meeting.id, chosen),
    onSuccess: () => {
      toast.success(t`The votes of the meeting were saved.`);
      void client.invalidateQueries({ queryKey: meetingKeys.meetings() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (votes.isError) return <LoadFailed what={t`the votes`} error={votes.error} onRetry={() => void votes.refetch()} />;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset>
        <legend>{t`Votes held at this meeting`}</legend>
        {(votes.data ?? []).length === 0 && <p>{t`No votes yet.`}</p>}
        {(votes.data ?? []).map((v) => (
          <Checkbox
            key={v.id}
            label={v.title}
            checked={chosen.includes(v.id)}
            onChange={(e) => setChosen((c) => (e.target.checked ? [...c, v.id] : c.filter((id) => id !== v.id)))}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending || !votes.data}>
        {t`Save the votes`}
      </Button>
    </form>
  );
}

/** The yearly request for each owner's delivery choice (California §4041): once a year, this year's or next. */
function YearlyRequest() {
  const { t } = useLingui();
  const toast = useToast();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const send = useMutation({
    mutationFn: () => requestDeliveryChoices(Number(year)),
    onSuccess: (list) => {
      const by = (channel: string) => list.deliveries.filter((d) => d.channel === channel).length;
      const [email, website, paper] = [by('email'), by('website'), by('paper')];
      toast.success(
        t`The ${year} request for delivery choices went to ${plural(list.total, { one: '# owner', other: '# owners' })}: ${email} by e-mail, ${website} on the website, ${paper} by paper mail.`,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Panel title={t`Yearly request for delivery choices`} as="h2">
      <p>
        <Trans>
          Asks every owner once a year how the association’s notices should reach them: by e-mail, on the website, or by paper mail.
        </Trans>
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <SelectField
          label={t`Year`}
          value={year}
          onChange={(e) => setYear(e.target.value)}
          options={[thisYear, thisYear + 1].map((y) => ({ value: String(y), label: String(y) }))}
        />
        <Button type="submit" disabled={send.isPending}>
          {t`Send the yearly request`}
        </Button>
      </form>
    </Panel>
  );
}

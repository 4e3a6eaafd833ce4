/**
 * Notices (docs/requirements.md, "Meetings, notices and consent to electronic notice"): the notices and agendas of the meetings to come, soonest first, and the
 * past meetings with their recording and approved minutes. Public and rendered on the server like News, so it is
 * in the first bundle and kept small; a signed-in owner's delivery choice is its own lazy part.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { meetingHeading, NOTICE_ROUND_LABELS, wallClockLabel, type MeetingSummary } from '@hearth/common';
import { useAuth, usePageVisit } from '../../shared/auth';
import { dayInZone } from '../../shared/format';
import { withSignedInTexts } from '../../shared/i18n';
import { LoadFailed, Page, Panel } from '../../shared/ui';
import { CALENDAR_PATH, meetingsQuery } from './api';
import styles from './Notices.module.css';

const DeliveryChoicePanel = lazy(() => withSignedInTexts(import('./DeliveryChoicePanel')));

function MeetingNotice({ meeting, past }: { meeting: MeetingSummary; past?: boolean }) {
  const heading = `meeting-${meeting.id}-title`;
  return (
    <article id={`meeting-${meeting.id}`} className={styles.notice} aria-labelledby={heading}>
      <h3 id={heading}>{meetingHeading(meeting.kind, meeting.title)}</h3>
      {meeting.status === 'cancelled' && (
        <p className={styles.emergency}>
          <strong>Cancelled.</strong> {meeting.history.at(-1)?.reason}
        </p>
      )}
      {meeting.history.length > 1 && meeting.status !== 'cancelled' && (
        // A changed or postponed meeting says so, as its amended notice did.
        <p>
          <strong>{NOTICE_ROUND_LABELS[meeting.history.at(-1)!.action]}.</strong> {meeting.history.at(-1)!.reason}
        </p>
      )}
      {meeting.emergency && (
        <p className={styles.emergency}>
          <strong>Emergency meeting.</strong> {meeting.emergencyReason}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>When</dt>
        <dd>
          {wallClockLabel(meeting.localStart, meeting.timeZone)}, {meeting.durationMinutes} minutes
        </dd>
        {meeting.place && (
          <>
            <dt>Where</dt>
            <dd>{meeting.place}</dd>
          </>
        )}
        {meeting.videoLink && (
          <>
            <dt>Video</dt>
            <dd>
              <a href={meeting.videoLink} rel="noopener noreferrer">
                {meeting.videoLink}
              </a>
            </dd>
          </>
        )}
        {meeting.noticeCitation && (
          <>
            <dt>Notice</dt>
            <dd>
              Posted {dayInZone(meeting.noticedAt, meeting.timeZone)} under {meeting.noticeCitation}
            </dd>
          </>
        )}
      </dl>
      <h4>Agenda</h4>
      <div className={styles.agenda}>{meeting.agenda}</div>
      {meeting.documents.length > 0 && (
        <>
          <h4>Documents to be voted on</h4>
          <ul>
            {meeting.documents.map((d) => (
              <li key={d.id}>
                <Link to="/resources">{d.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {meeting.votes.length > 0 && (
        <>
          <h4>Votes</h4>
          <ul>
            {meeting.votes.map((v) => (
              <li key={v.id}>
                <Link to={`/votes/${v.id}`}>{v.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {past && (meeting.recordingUrl || meeting.minutes) && (
        <ul>
          {meeting.recordingUrl && (
            <li>
              <a href={meeting.recordingUrl} rel="noopener noreferrer">
                Recording of the meeting
              </a>
            </li>
          )}
          {meeting.minutes && (
            <li>
              Approved minutes: <Link to="/resources">{meeting.minutes.title}</Link>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}

export default function NoticesPage() {
  usePageVisit('Notices');
  const auth = useAuth();
  const meetings = useQuery(meetingsQuery());
  const upcoming = meetings.data?.upcoming ?? [];
  const past = meetings.data?.past ?? [];
  const cancelled = meetings.data?.cancelled ?? [];
  return (
    <Page title="Meeting notices">
      <Panel title="Upcoming meetings" as="h2">
        {meetings.isError && !meetings.data ? (
          <LoadFailed what="the meeting notices" error={meetings.error} onRetry={() => void meetings.refetch()} />
        ) : meetings.isPending ? (
          <p>Loading…</p>
        ) : upcoming.length === 0 ? (
          <p>No meeting is scheduled.</p>
        ) : (
          upcoming.map((m) => <MeetingNotice key={m.id} meeting={m} />)
        )}
        <p>
          <a href={CALENDAR_PATH}>Add the meetings to your calendar (iCal)</a>
        </p>
      </Panel>
      {cancelled.length > 0 && (
        <Panel title="Cancelled meetings" as="h2">
          {cancelled.map((m) => (
            <MeetingNotice key={m.id} meeting={m} />
          ))}
        </Panel>
      )}
      {past.length > 0 && (
        <Panel title="Past meetings" as="h2">
          {past.map((m) => (
            <MeetingNotice key={m.id} meeting={m} past />
          ))}
        </Panel>
      )}
      {auth.isAuthenticated && (
        <Suspense fallback={null}>
          <DeliveryChoicePanel />
        </Suspense>
      )}
    </Page>
  );
}

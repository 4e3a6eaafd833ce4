/**
 * Notices (docs/requirements.md, "Meetings, notices and consent to electronic notice"): the notices and agendas of the meetings to come, soonest first, and the
 * past meetings with their recording and approved minutes. Public and rendered on the server like News, so it is
 * in the first bundle and kept small; a signed-in owner's delivery choice is its own lazy part.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEETING_KIND_LABELS, meetingHeading, NOTICE_ROUND_LABELS, wallClockLabel, type MeetingSummary } from '@hearth/common';
import { useAuth, usePageVisit } from '../../shared/auth';
import { dayInZone } from '../../shared/format';
import { useCommonText, useLocale, withSignedInTexts } from '../../shared/i18n';
import { LoadFailed, Page, Panel } from '../../shared/ui';
import { calendarAddress, meetingsQuery } from './api';
import styles from './Notices.module.css';

const DeliveryChoicePanel = lazy(() => withSignedInTexts(import('./DeliveryChoicePanel')));

function MeetingNotice({ meeting, past }: { meeting: MeetingSummary; past?: boolean }) {
  const { t } = useLingui();
  const text = useCommonText();
  const heading = `meeting-${meeting.id}-title`;
  const posted = dayInZone(meeting.noticedAt, meeting.timeZone);
  const citation = meeting.noticeCitation;
  return (
    <article id={`meeting-${meeting.id}`} className={styles.notice} aria-labelledby={heading}>
      <h3 id={heading}>{meetingHeading(meeting.kind, meeting.title, text(MEETING_KIND_LABELS[meeting.kind]))}</h3>
      {meeting.status === 'cancelled' && (
        <p className={styles.emergency}>
          <strong>{t`Cancelled.`}</strong> {meeting.history.at(-1)?.reason}
        </p>
      )}
      {meeting.history.length > 1 && meeting.status !== 'cancelled' && (
        // A changed or postponed meeting says so, as its amended notice did.
        <p>
          <strong>{text(NOTICE_ROUND_LABELS[meeting.history.at(-1)!.action])}.</strong> {meeting.history.at(-1)!.reason}
        </p>
      )}
      {meeting.emergency && (
        <p className={styles.emergency}>
          <strong>{t`Emergency meeting.`}</strong> {meeting.emergencyReason}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t`When`}</dt>
        <dd>
          {wallClockLabel(meeting.localStart, meeting.timeZone)}, {t`${meeting.durationMinutes} minutes`}
        </dd>
        {meeting.place && (
          <>
            <dt>{t`Where`}</dt>
            <dd>{meeting.place}</dd>
          </>
        )}
        {meeting.videoLink && (
          <>
            <dt>{t`Video`}</dt>
            <dd>
              <a href={meeting.videoLink} rel="noopener noreferrer">
                {meeting.videoLink}
              </a>
            </dd>
          </>
        )}
        {meeting.noticeCitation && (
          <>
            <dt>{t`Notice`}</dt>
            <dd>{t`Posted ${posted} under ${citation}`}</dd>
          </>
        )}
      </dl>
      <h4>{t`Agenda`}</h4>
      <div className={styles.agenda}>{meeting.agenda}</div>
      {meeting.documents.length > 0 && (
        <>
          <h4>{t`Documents to be voted on`}</h4>
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
          <h4>{t`Votes`}</h4>
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
                {t`Recording of the meeting`}
              </a>
            </li>
          )}
          {meeting.minutes && (
            <li>
              <Trans>
                Approved minutes: <Link to="/resources">{meeting.minutes.title}</Link>
              </Trans>
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
  const { t } = useLingui();
  const { locale } = useLocale();
  return (
    <Page title={t`Meeting notices`}>
      <Panel title={t`Upcoming meetings`} as="h2">
        {meetings.isError && !meetings.data ? (
          <LoadFailed what={t`the meeting notices`} error={meetings.error} onRetry={() => void meetings.refetch()} />
        ) : meetings.isPending ? (
          <p>{t`Loading…`}</p>
        ) : upcoming.length === 0 ? (
          <p>{t`No meeting is scheduled.`}</p>
        ) : (
          upcoming.map((m) => <MeetingNotice key={m.id} meeting={m} />)
        )}
        <p>
          <a href={calendarAddress(locale)}>{t`Add the meetings to your calendar (iCal)`}</a>
        </p>
      </Panel>
      {cancelled.length > 0 && (
        <Panel title={t`Cancelled meetings`} as="h2">
          {cancelled.map((m) => (
            <MeetingNotice key={m.id} meeting={m} />
          ))}
        </Panel>
      )}
      {past.length > 0 && (
        <Panel title={t`Past meetings`} as="h2">
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

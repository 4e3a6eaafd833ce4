/**
 * "Votes" (docs/requirements.md, "Votes"): the votes a signed-in member may see, open first, then
 * upcoming, then closed with their results; each opens its own page.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Messages, type VoteStatus, type VoteSummary } from '@hearth/common';
import { StandingNotice, usePageVisit } from '../../shared/auth';
import { useCommonText } from '../../shared/i18n';
import { LoadFailed, Message, Page, Panel } from '../../shared/ui';
import { votesQuery } from './api';
import { whenText } from './format';
import { useAssociationZone } from '../../shared/hooks/useSiteSettings';
import styles from './Votes.module.css';

const SECTIONS: { status: VoteStatus; title: MessageDescriptor; empty: MessageDescriptor }[] = [
  { status: 'open', title: msg`Open`, empty: msg`No vote is open.` },
  { status: 'upcoming', title: msg`Upcoming`, empty: msg`No vote is planned.` },
  { status: 'closed', title: msg({ message: 'Closed', context: 'votes that have closed' }), empty: msg`No vote has closed yet.` },
];

export default function VotesPage() {
  usePageVisit('Votes');
  const votes = useQuery(votesQuery());
  const { t } = useLingui();
  const text = useCommonText();
  return (
    <Page title={t`Votes`}>
      <StandingNotice />
      {votes.isError && !votes.data ? (
        <LoadFailed what={t`votes`} error={votes.error} onRetry={() => void votes.refetch()} />
      ) : votes.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : (
        SECTIONS.map((section) => (
          <VoteSection key={section.status} {...section} votes={votes.data.filter((v) => v.status === section.status)} />
        ))
      )}
    </Page>
  );
}

function VoteSection({ title, empty, votes }: { title: MessageDescriptor; empty: MessageDescriptor; votes: VoteSummary[] }) {
  const zone = useAssociationZone();
  const { i18n } = useLingui();
  return (
    <Panel title={i18n._(title)} as="h2">
      {votes.length === 0 ? (
        <Message tone="info">{i18n._(empty)}</Message>
      ) : (
        <ul className={styles.list}>
          {votes.map((vote) => (
            <li key={vote.id}>
              <Link to={`/votes/${vote.id}`} className={styles.voteLink}>
                {vote.title}
              </Link>
              <span className={styles.when}>{whenText(vote, i18n, zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * "Votes" (docs/requirements.md, "Votes"): the votes a signed-in member may see, open first, then
 * upcoming, then closed with their results; each opens its own page.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Messages, type VoteStatus, type VoteSummary } from '@hearth/common';
import { StandingNotice, usePageVisit } from '../../shared/auth';
import { LoadFailed, Message, Page, Panel } from '../../shared/ui';
import { votesQuery } from './api';
import { whenText } from './format';
import { useAssociationZone } from '../../shared/hooks/useSiteSettings';
import styles from './Votes.module.css';

const SECTIONS: { status: VoteStatus; title: string; empty: string }[] = [
  { status: 'open', title: 'Open', empty: 'No vote is open.' },
  { status: 'upcoming', title: 'Upcoming', empty: 'No vote is planned.' },
  { status: 'closed', title: 'Closed', empty: 'No vote has closed yet.' },
];

export default function VotesPage() {
  usePageVisit('Votes');
  const votes = useQuery(votesQuery());
  return (
    <Page title="Votes">
      <StandingNotice />
      {votes.isError && !votes.data ? (
        <LoadFailed what="votes" error={votes.error} onRetry={() => void votes.refetch()} />
      ) : votes.isPending ? (
        <p>{Messages.loadingData}</p>
      ) : (
        SECTIONS.map((section) => (
          <VoteSection key={section.status} {...section} votes={votes.data.filter((v) => v.status === section.status)} />
        ))
      )}
    </Page>
  );
}

function VoteSection({ title, empty, votes }: { title: string; empty: string; votes: VoteSummary[] }) {
  const zone = useAssociationZone();
  return (
    <Panel title={title} as="h2">
      {votes.length === 0 ? (
        <Message tone="info">{empty}</Message>
      ) : (
        <ul className={styles.list}>
          {votes.map((vote) => (
            <li key={vote.id}>
              <Link to={`/votes/${vote.id}`} className={styles.voteLink}>
                {vote.title}
              </Link>
              <span className={styles.when}>{whenText(vote, zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * Official records (docs/requirements.md §20): the records by category — visitors the public ones,
 * verified owners also the owners', the board everything — and, for verified owners, a request to
 * inspect or receive records with the rule pack's response deadline. Public and rendered on the server like
 * Notices (the visitor's list), so it is in the first bundle and kept small; the owners' request form is its own lazy part.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Messages } from '@hearth/common';
import { useAuth, usePageVisit, useStanding } from '../../shared/auth';
import { useCommonText } from '../../shared/i18n';
import { AssociationDay, Message, Page, Panel } from '../../shared/ui';
import { recordsIndexQuery } from './api';
import { FrozenRecordLink } from './FrozenRecordLink';

const RequestRecords = lazy(() => import('./RecordsRequests'));
/** The page's name in the activity record (its title on screen is in the reader's language). */
const TITLE = 'Official Records';

export default function RecordsPage() {
  usePageVisit(TITLE);
  const { isAuthenticated, isSuperUser } = useAuth();
  const standing = useStanding();
  const { t } = useLingui();
  const text = useCommonText();
  const index = useQuery(recordsIndexQuery(isAuthenticated));
  const owner = isAuthenticated && standing.data?.type === 'owner' && Boolean(standing.data?.minutes);
  // A signed-in reader of the public records only: told that the others are posted for owners.
  const forOwners =
    isAuthenticated && !isSuperUser && standing.data && !standing.data.minutes
      ? standing.data.type === 'owner'
        ? Messages.recordsAwaitOwnerVerification
        : Messages.recordsForOwners
      : null;
  return (
    <Page title={t`Official Records`}>
      {isSuperUser && (
        <p>
          <Link to="/admin/records">
            <Trans>Compliance at a glance</Trans>
          </Link>
        </p>
      )}
      {index.isPending && <p>{text(Messages.loadingData)}</p>}
      {index.isError && <Message tone="error">{index.error.message}</Message>}
      {index.data && (
        <>
          {!isAuthenticated && (
            <p>
              <Trans>These are the association’s public records. Owners sign in to see all of them.</Trans>
            </p>
          )}
          {forOwners && <p>{text(forOwners)}</p>}
          {index.data.categories.every((c) => c.records.length === 0)
            ? !forOwners && <p>{text(Messages.noRecords)}</p>
            : index.data.categories
                .filter((c) => c.records.length > 0)
                .map((c) => (
                  <Panel key={c.key} title={text(c.label)} labelledBy={`records-${c.key}`}>
                    <p>{c.citation}</p>
                    <ul>
                      {c.records.map((r) => (
                        <li key={r.id}>
                          {r.kind !== 'document' && r.kind !== 'recording' ? (
                            <FrozenRecordLink title={r.title} link={r.link} sha256={r.sha256} />
                          ) : r.kind === 'recording' ? (
                            <a href={r.link} rel="noopener noreferrer">
                              {r.title}
                            </a>
                          ) : (
                            <Link to={r.link} reloadDocument={r.link.startsWith('/api/')}>
                              {r.title}
                            </Link>
                          )}{' '}
                          <Trans>
                            ({r.documentDate}, posted <AssociationDay value={r.postedAt} />)
                          </Trans>
                        </li>
                      ))}
                    </ul>
                  </Panel>
                ))}
          {owner && (
            <Suspense fallback={null}>
              {/* A frozen record (an estoppel certificate) is asked for where it is made, not here. */}
              <RequestRecords categories={index.data.categories.filter((c) => !c.frozen)} />
            </Suspense>
          )}
        </>
      )}
    </Page>
  );
}

/**
 * "Admin: Service Requests" (docs/requirements.md, "Service requests"), for directors and administrators: every
 * request, filtered, with Archive per row (Delete for administrators) and the archived requests
 * below, to restore. Archived requests leave the residents' lists and the open count.
 */
import { useLingui } from '@lingui/react/macro';
import { ADMIN_SCREENS } from '@hearth/common';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { ArchivedPanel } from '../../../shared/archive/ArchiveActions';
import { NotAllowed, Page } from '../../../shared/ui';
import { RequestList } from '../RequestsPage';
import { requestKeys } from '../api';

const TITLE = ADMIN_SCREENS.requests.title;

export default function AdminRequestsPage() {
  const { t } = useLingui();
  const { isSuperUser } = useAuth();
  usePageVisit(isSuperUser ? TITLE : null);
  if (!isSuperUser) return <NotAllowed />;
  return (
    <Page title={t`Admin: Service Requests`}>
      <RequestList archivable />
      <ArchivedPanel kind="requests" listKey={requestKeys.all} dirty={false} />
    </Page>
  );
}

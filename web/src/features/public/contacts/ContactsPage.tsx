/**
 * Contacts (docs/requirements.md §2.3): the Property Management box, the Condominium Board table (signed-in users
 * only) and the Website Management box.
 */
import { useQuery } from '@tanstack/react-query';
import { Messages, type PropertyManager, displayName } from '@hearth/common';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { useSiteSettings } from '../../../shared/hooks/useSiteSettings';
import { LoadFailed, Page, Panel, Table } from '../../../shared/ui';
import { currentManagersQuery } from '../../../shared/api';
import { activeBoardQuery } from '../api';
import styles from './ContactsPage.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const webHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

function ManagerCard({ manager }: { manager: PropertyManager }) {
  return (
    <div className={styles.manager}>
      {manager.logoUrl && <img className={styles.logo} src={manager.logoUrl} alt={`${manager.name} logo`} />}
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{manager.name}</dd>
        <dt>Phone</dt>
        <dd>{manager.phone && <a href={telHref(manager.phone)}>{manager.phone}</a>}</dd>
        <dt>After Hours</dt>
        <dd>{manager.afterHoursPhone && <a href={telHref(manager.afterHoursPhone)}>{manager.afterHoursPhone}</a>}</dd>
        <dt>Fax</dt>
        <dd>{manager.fax}</dd>
        <dt>Email</dt>
        <dd>{manager.email && <a href={`mailto:${manager.email}`}>{manager.email}</a>}</dd>
        <dt>Web Site</dt>
        <dd>
          {manager.websiteUrl && (
            <a href={webHref(manager.websiteUrl)} target="_blank" rel="noopener noreferrer">
              {manager.websiteUrl}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </dd>
      </dl>
    </div>
  );
}

export default function ContactsPage() {
  usePageVisit('Contacts');
  const { isAuthenticated } = useAuth();
  const managers = useQuery(currentManagersQuery());
  const board = useQuery(activeBoardQuery(isAuthenticated));
  const { data: settings } = useSiteSettings();

  return (
    <Page title="Contacts">
      <Panel title="Property Management">
        <p className={styles.note}>{Messages.propertyManagerNote}</p>
        {managers.isError && !managers.data && (
          <LoadFailed what="property managers" error={managers.error} onRetry={() => void managers.refetch()} />
        )}
        {managers.isPending && <p>{Messages.loadingData}</p>}
        {managers.data?.map((m) => (
          <ManagerCard key={m.id} manager={m} />
        ))}
      </Panel>

      {isAuthenticated && (
        <Panel title="Condominium Board">
          {board.isError && !board.data ? (
            <LoadFailed what="board" error={board.error} onRetry={() => void board.refetch()} />
          ) : (
            <Table columns={['Responsibility', 'Name', 'Unit Number', 'Phone', 'Email']}>
              <tbody>
                {board.data?.map((d) => (
                  <tr key={d.id}>
                    <td>{d.roles.map((r) => r.role).join(', ')}</td>
                    <td>{displayName(d)}</td>
                    <td>{d.unitNumber}</td>
                    <td>{d.phone && <a href={telHref(d.phone)}>{d.phone}</a>}</td>
                    <td>{d.email && <a href={`mailto:${d.email}`}>{d.email}</a>}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      )}

      <Panel title="Website Management">
        {settings ? (
          <dl className={styles.details}>
            <dt>Site Administrator</dt>
            <dd>{settings.adminName}</dd>
            <dt>Email</dt>
            <dd>{settings.adminEmail && <a href={`mailto:${settings.adminEmail}`}>{settings.adminEmail}</a>}</dd>
            {settings.adminPhone && (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(settings.adminPhone)}>{settings.adminPhone}</a>
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p>{Messages.loadingData}</p>
        )}
      </Panel>
    </Page>
  );
}

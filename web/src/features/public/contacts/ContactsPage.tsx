/**
 * Contacts (docs/requirements.md, "Public and account screens"): the Property Management box, the Condominium Board table (signed-in users
 * only) and the Website Management box.
 */
import { useQuery } from '@tanstack/react-query';
import { Messages, type PropertyManager, displayName } from '@hearth/common';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { useSiteSettings } from '../../../shared/hooks/useSiteSettings';
import { LoadFailed, NotYetTranslated, Page, Panel, Table, contentLang } from '../../../shared/ui';
import { currentManagersQuery } from '../../../shared/api';
import { activeBoardQuery } from '../api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCommonText, useLocale } from '../../../shared/i18n';
import styles from './ContactsPage.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const webHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

function ManagerCard({ manager }: { manager: PropertyManager }) {
  const { t } = useLingui();
  return (
    <div className={styles.manager}>
      {manager.logoUrl && <img className={styles.logo} src={manager.logoUrl} alt={t`${manager.name} logo`} />}
      <dl className={styles.details}>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>
          <span lang={contentLang(manager)}>{manager.name}</span>
          <NotYetTranslated item={manager} />
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{manager.phone && <a href={telHref(manager.phone)}>{manager.phone}</a>}</dd>
        <dt>
          <Trans>After Hours</Trans>
        </dt>
        <dd>{manager.afterHoursPhone && <a href={telHref(manager.afterHoursPhone)}>{manager.afterHoursPhone}</a>}</dd>
        <dt>
          <Trans>Fax</Trans>
        </dt>
        <dd>{manager.fax}</dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{manager.email && <a href={`mailto:${manager.email}`}>{manager.email}</a>}</dd>
        <dt>
          <Trans>Web Site</Trans>
        </dt>
        <dd>
          {manager.websiteUrl && (
            <a href={webHref(manager.websiteUrl)} target="_blank" rel="noopener noreferrer">
              {manager.websiteUrl}
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
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
  const managers = useQuery(currentManagersQuery(useLocale().locale));
  const board = useQuery(activeBoardQuery(isAuthenticated));
  const { data: settings } = useSiteSettings();
  const { t } = useLingui();
  const text = useCommonText();

  return (
    <Page title={t`Contacts`}>
      <Panel title={t`Property Management`}>
        <p className={styles.note}>{text(Messages.propertyManagerNote)}</p>
        {managers.isError && !managers.data && (
          <LoadFailed what={t`property managers`} error={managers.error} onRetry={() => void managers.refetch()} />
        )}
        {managers.isPending && <p>{text(Messages.loadingData)}</p>}
        {managers.data?.map((m) => (
          <ManagerCard key={m.id} manager={m} />
        ))}
      </Panel>

      {isAuthenticated && (
        <Panel title={t`Condominium Board`}>
          {board.isError && !board.data ? (
            <LoadFailed what={t`board`} error={board.error} onRetry={() => void board.refetch()} />
          ) : (
            <Table columns={[t`Responsibility`, t`Name`, t`Unit Number`, t`Phone`, t`Email`]}>
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

      <Panel title={t`Website Management`}>
        {settings ? (
          <dl className={styles.details}>
            <dt>
              <Trans>Site Administrator</Trans>
            </dt>
            <dd>{settings.adminName}</dd>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{settings.adminEmail && <a href={`mailto:${settings.adminEmail}`}>{settings.adminEmail}</a>}</dd>
            {settings.adminPhone && (
              <>
                <dt>
                  <Trans>Phone</Trans>
                </dt>
                <dd>
                  <a href={telHref(settings.adminPhone)}>{settings.adminPhone}</a>
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p>{text(Messages.loadingData)}</p>
        )}
      </Panel>
    </Page>
  );
}

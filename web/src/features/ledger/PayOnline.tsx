/**
 * "Pay online" on "My Account": a link to the association's payment site where the site settings
 * name one (the portal itself takes no card). The settings accept only an https address; a link is
 * offered for nothing else, so no other scheme ever reaches an href here.
 */
import { Trans } from '@lingui/react/macro';
import { useSiteSettings } from '../../shared/hooks/useSiteSettings';
import styles from './Ledger.module.css';

export function PayOnline() {
  const url = useSiteSettings().data?.payOnlineUrl;
  if (!url?.startsWith('https://')) return null;
  return (
    <p className={styles.payOnline}>
      <Trans>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Pay online
        </a>{' '}
        on the association's payment site (opens in a new tab).
      </Trans>
    </p>
  );
}

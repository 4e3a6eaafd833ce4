import { msg } from '@lingui/core/macro';
import { useLocale } from '../i18n';
import { Button } from './Button';
import styles from './Pager.module.css';

/** Previous / "Page n of m" / Next under a list served one page at a time; nothing when it fits on one page. */
export function Pager({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  const { i18n } = useLocale();
  if (lastPage <= 1) return null;
  return (
    <div className={styles.pager}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {i18n._(msg`Previous`)}
      </Button>
      <span>{i18n._(msg`Page ${page} of ${lastPage}`)}</span>
      <Button variant="secondary" size="small" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {i18n._(msg`Next`)}
      </Button>
    </div>
  );
}

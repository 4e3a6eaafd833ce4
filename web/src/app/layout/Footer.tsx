import { copyrightLine } from '@hearth/common';
import styles from './Layout.module.css';

/** The footer (docs/requirements.md §2.2): the copyright line shared with the sign-in pages. */
export function Footer({ siteName, startYear }: { siteName: string; startYear?: number }) {
  return (
    <footer className={styles.footer}>
      <p>{copyrightLine(siteName, startYear)}</p>
    </footer>
  );
}

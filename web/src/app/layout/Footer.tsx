import styles from './Layout.module.css';

/** The footer (docs/requirements.md §2.2): the copyright year range, from the settings' start year to this year. */
export const copyrightRange = (startYear: number | undefined, now = new Date()) => {
  const current = now.getFullYear();
  return !startYear || startYear >= current ? String(current) : `${startYear} - ${current}`;
};

export function Footer({ siteName, startYear }: { siteName: string; startYear?: number }) {
  return (
    <footer className={styles.footer}>
      <p>
        © {copyrightRange(startYear)} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}

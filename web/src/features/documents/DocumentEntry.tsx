/** One file: a download button (with its percentage while loading) and a title link that opens it in a new tab. */
import { useLingui } from '@lingui/react/macro';
import type { PortalDocument } from '@hearth/common';
import { IconButton, NotYetTranslated, contentLang } from '../../shared/ui';
import { readerDay } from './readerDay';
import styles from './Resources.module.css';

export function DocumentEntry({
  doc,
  percent,
  onSave,
  onOpen,
}: {
  doc: PortalDocument;
  percent: number | undefined;
  onSave: (doc: PortalDocument) => void;
  onOpen: (doc: PortalDocument) => void;
}) {
  const { t, i18n } = useLingui();
  const busy = percent !== undefined;
  const title = doc.title;
  return (
    <li className={styles.entry}>
      <IconButton label={t`Download ${title}`} onClick={() => onSave(doc)} disabled={busy}>
        ⤓
      </IconButton>
      <div className={styles.entryText}>
        <a
          href={doc.link || `#${doc.documentName}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => {
            e.preventDefault();
            if (!busy) onOpen(doc);
          }}
        >
          <span lang={contentLang(doc)}>{doc.title}</span>
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
        <NotYetTranslated item={doc} />
        <span className={styles.date}>{readerDay(i18n.locale, doc.documentDate)}</span>
        {busy && (
          <span className={styles.progress} role="status">
            <progress max={100} value={percent} aria-label={t`Downloading ${title}`} /> {percent}%
          </span>
        )}
      </div>
    </li>
  );
}

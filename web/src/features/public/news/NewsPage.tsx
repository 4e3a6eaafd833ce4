/**
 * News (docs/requirements.md §2.3): 'Click on titles to see details', each entry's title and publish date, newest
 * first; the selected item shows thumbnail, title, date and body.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { usePageVisit } from '../../../shared/auth';
import { useRevealOnPhone } from '../../../shared/hooks/useRevealOnPhone';
import { formatDate } from '../../../shared/format';
import { LoadFailed, Page, Panel } from '../../../shared/ui';
import { activeNewsQuery } from '../api';
import styles from '../../../shared/ui/MasterDetail.module.css';

export default function NewsPage() {
  usePageVisit('News');
  const { ref, reveal } = useRevealOnPhone<HTMLDivElement>();
  const news = useQuery(activeNewsQuery());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = news.data ?? [];
  const selected = items.find((n) => n.id === selectedId) ?? null;

  return (
    <Page title="News">
      <div className={styles.layout}>
        <Panel title="Click on titles to see details" as="h2" className={styles.master}>
          {news.isError && !news.data ? (
            <LoadFailed what="news" error={news.error} onRetry={() => void news.refetch()} />
          ) : news.isPending ? (
            <p>{Messages.loadingData}</p>
          ) : items.length === 0 ? (
            <p>{Messages.noNews}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-pressed={n.id === selectedId}
                    onClick={() => {
                      setSelectedId(n.id);
                      reveal();
                    }}
                  >
                    <span className={styles.entryTitle}>{n.title}</span>
                    <span className={styles.entryDate}>{formatDate(n.publishDate)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div ref={ref} className={styles.detail} aria-live="polite">
          {selected && (
            <Panel>
              <article>
                {selected.thumbnailUrl && <img className={styles.thumbnail} src={selected.thumbnailUrl} alt="" />}
                <h2>{selected.title}</h2>
                <p className={styles.entryDate}>{formatDate(selected.publishDate)}</p>
                <div className={styles.body}>{selected.body}</div>
                {selected.imageLinks?.length > 0 && (
                  <div className={styles.gallery}>
                    {selected.imageLinks.map((src) => (
                      <img key={src} src={src} alt="" loading="lazy" />
                    ))}
                  </div>
                )}
              </article>
            </Panel>
          )}
        </div>
      </div>
    </Page>
  );
}

/**
 * News (docs/requirements.md, "Public and account screens"): 'Click on titles to see details', each entry's title and publish date, newest
 * first; the selected item shows thumbnail, title, date and body. Each item has its own address, /news/<id>
 * (docs/requirements.md, "Public pages before JavaScript, news addresses, link previews and the news feed"): choosing a title opens it, the back button returns to the previous choice, and an
 * address of no published item says so (the server answers it with 404).
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Messages, newsItemPath } from '@hearth/common';
import { usePageVisit } from '../../shared/auth';
import { useRevealOnPhone } from '../../shared/hooks/useRevealOnPhone';
import { formatDate } from '../../shared/format';
import { LoadFailed, Message, NotYetTranslated, Page, Panel, contentLang } from '../../shared/ui';
import { activeNewsQuery } from './api';
import { useLingui } from '@lingui/react/macro';
import { useCommonText, useLocale } from '../../shared/i18n';
import styles from '../../shared/ui/MasterDetail.module.css';

export default function NewsPage() {
  usePageVisit('News');
  const { ref, reveal } = useRevealOnPhone<HTMLDivElement>();
  const news = useQuery(activeNewsQuery(useLocale().locale));
  const { id } = useParams();
  const items = news.data ?? [];
  const selected = id === undefined ? null : (items.find((n) => newsItemPath(n.id) === `/news/${id}`) ?? null);
  const missing = id !== undefined && news.isSuccess && !selected;
  const { t } = useLingui();
  const text = useCommonText();

  // On phones the chosen item sits below the list: bring it into view when the address names one.
  useEffect(() => {
    if (id !== undefined) reveal();
  }, [id, reveal]);

  return (
    <Page title={t`News`} tabTitle={selected?.title ?? (missing ? text(Messages.newsItemNotFoundTitle) : undefined)}>
      <div className={styles.layout}>
        <Panel title={t`Click on titles to see details`} as="h2" className={styles.master}>
          {news.isError && !news.data ? (
            <LoadFailed what={t`news`} error={news.error} onRetry={() => void news.refetch()} />
          ) : news.isPending ? (
            <p>{text(Messages.loadingData)}</p>
          ) : items.length === 0 ? (
            <p>{text(Messages.noNews)}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li key={n.id}>
                  <Link
                    to={newsItemPath(n.id)}
                    className={styles.entry}
                    aria-current={n === selected ? 'true' : undefined}
                    // The list stays where it is: only the detail changes.
                    preventScrollReset
                  >
                    <span className={styles.entryTitle}>
                      <span lang={contentLang(n)}>{n.title}</span>
                      <NotYetTranslated item={n} />
                    </span>
                    <span className={styles.entryDate}>{formatDate(n.publishDate)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div ref={ref} className={styles.detail} aria-live="polite">
          {missing && (
            <Panel title={text(Messages.newsItemNotFoundTitle)}>
              <Message tone="warning">{text(Messages.newsItemNotFound)}</Message>
            </Panel>
          )}
          {selected && (
            <Panel>
              <article>
                {selected.thumbnailUrl && <img className={styles.thumbnail} src={selected.thumbnailUrl} alt="" />}
                <h2>
                  <span lang={contentLang(selected)}>{selected.title}</span>
                  <NotYetTranslated item={selected} />
                </h2>
                <p className={styles.entryDate}>{formatDate(selected.publishDate)}</p>
                <div className={styles.body} lang={contentLang(selected)}>
                  {selected.body}
                </div>
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

import { useEffect, type ReactNode } from 'react';
import { Messages } from '@hearth/common';
import { inlinedSiteName } from '../hooks/useSiteSettings';
import { msg } from '@lingui/core/macro';
import { useCommonText, useLocale } from '../i18n';
import { Button } from './Button';
import styles from './Panel.module.css';

type Heading = 'h2' | 'h3' | 'h4';

/** A bordered box with an optional heading and actions. */
export function Panel({
  title,
  as: H = 'h2',
  actions,
  children,
  className,
  labelledBy,
}: {
  title?: ReactNode;
  as?: Heading;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && (
            <H className={styles.title} id={labelledBy}>
              {title}
            </H>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** Lays panels out in responsive columns. */
export const PanelGrid = ({ children }: { children: ReactNode }) => <div className={styles.grid}>{children}</div>;

/** The association's name as index.html carried it (the server inlines the site settings). */
const siteTitle = () => inlinedSiteName() ?? 'Condominium Association Portal';

/**
 * The centred column every screen sits in, with its h1; a text title also names the browser tab (WCAG 2.4.2),
 * unless `tabTitle` names what the screen shows more precisely (a news item's own title, as its server-rendered page has it).
 */
export function Page({
  title,
  tabTitle,
  children,
  titleHidden,
}: {
  title?: ReactNode;
  tabTitle?: string;
  children: ReactNode;
  titleHidden?: boolean;
}) {
  const tab = tabTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    if (tab === undefined) return;
    document.title = `${tab} | ${siteTitle()}`;
    return () => {
      document.title = siteTitle();
    };
  }, [tab]);
  return (
    <div className={styles.page}>
      {title && <h1 className={[styles.pageTitle, titleHidden && 'visually-hidden'].filter(Boolean).join(' ')}>{title}</h1>}
      {children}
    </div>
  );
}

/** An inline notice (not a toast): info, success, warning or error. */
export function Message({
  tone = 'info',
  children,
  role,
}: {
  tone?: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div className={`${styles.message} ${styles[tone]}`} role={role}>
      {children}
    </div>
  );
}

/**
 * A read that failed: says so (the reason under it) with a Retry button, in place of the list,
 * so a failure never reads as "there is nothing".
 */
export function LoadFailed({ what, error, onRetry }: { what: string; error?: Error | null; onRetry: () => void }) {
  // `what` comes in the reader's language; the sentence around it is common's, translated here.
  const text = useCommonText();
  const { i18n } = useLocale();
  return (
    <div className={`${styles.message} ${styles.error}`} role="alert">
      <p className={styles.failedText}>{text(Messages.loadFailed(what))}</p>
      {error?.message && <p className={styles.failedText}>{error.message}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {i18n._(msg`Retry`)}
      </Button>
    </div>
  );
}

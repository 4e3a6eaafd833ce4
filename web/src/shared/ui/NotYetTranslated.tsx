/**
 * The association's content shown in English to a French or Spanish reader because it has no
 * translation yet (the server marks such an item `locale: 'en'`, docs/api.md): a visible note in the
 * page's language, and `lang="en"` on the English text so a screen reader pronounces it as English.
 */
import type { Locale } from '@hearth/common';
import { Trans } from '@lingui/react/macro';
import styles from './NotYetTranslated.module.css';

/** The `lang` of an item's text: English on a fallback, else the page's own (no attribute). */
export const contentLang = (item: { locale?: Locale } | null | undefined) => (item?.locale === 'en' ? 'en' : undefined);

export function NotYetTranslated({ item }: { item: { locale?: Locale } | null | undefined }) {
  if (contentLang(item) !== 'en') return null;
  return (
    <span className={styles.note}>
      <Trans>Not yet translated</Trans>
    </span>
  );
}

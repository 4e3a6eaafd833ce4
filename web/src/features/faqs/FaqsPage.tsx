/**
 * FAQs (docs/requirements.md, "Public and account screens", signed-in users): 'Click on questions to see details' with one button per question;
 * the chosen one shows as a header, then its answer, then its detail lines. Default selection: id 1.
 * Printed, the page holds every FAQ with its answer instead (docs/requirements.md, "Header and footer").
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Messages, type Faq } from '@hearth/common';
import { usePageVisit } from '../../shared/auth';
import { useRevealOnPhone } from '../../shared/hooks/useRevealOnPhone';
import { LoadFailed, Message, NotYetTranslated, Page, Panel, contentLang } from '../../shared/ui';
import layout from '../../shared/ui/MasterDetail.module.css';
import { useLingui } from '@lingui/react/macro';
import { useCommonText, useLocale } from '../../shared/i18n';
import { faqsQuery } from './api';
import { initialFaqId, sortedDetails } from './faq-select';

export default function FaqsPage() {
  usePageVisit('FAQs');
  const { ref, reveal } = useRevealOnPhone<HTMLDivElement>();
  const faqs = useQuery(faqsQuery(useLocale().locale));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { t } = useLingui();
  const text = useCommonText();
  const list = faqs.data ?? [];
  const selectedId = chosenId ?? initialFaqId(list);
  const selected = list.find((f) => f.id === selectedId);

  return (
    <Page title={t`FAQs`}>
      {faqs.isError && !faqs.data ? (
        <LoadFailed what={t`FAQs`} error={faqs.error} onRetry={() => void faqs.refetch()} />
      ) : faqs.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : list.length === 0 ? (
        <Message tone="info">{text(Messages.noFaqs)}</Message>
      ) : (
        <div className={layout.layout}>
          <Panel title={t`Click on questions to see details`} as="h2" className={layout.master}>
            <ul className={layout.list}>
              {list.map((f) => (
                <li key={f.id}>
                  <button
                    type="button"
                    className={layout.entry}
                    aria-pressed={f.id === selectedId}
                    onClick={() => {
                      setChosenId(f.id);
                      reveal();
                    }}
                  >
                    <span className={layout.entryTitle}>
                      <span lang={contentLang(f)}>{f.question}</span>
                      <NotYetTranslated item={f} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Panel>
          <div ref={ref} className={layout.detail} aria-live="polite">
            {selected && (
              <Panel>
                {/* Every FAQ is here once, in list order; only the chosen one shows on screen, all of them in print. */}
                {list.map((f) => (
                  <FaqAnswer key={f.id} faq={f} className={f.id === selected.id ? undefined : layout.printOnly} />
                ))}
              </Panel>
            )}
          </div>
        </div>
      )}
    </Page>
  );
}

function FaqAnswer({ faq, className }: { faq: Faq; className?: string }) {
  return (
    <article className={className}>
      <h2>
        <span lang={contentLang(faq)}>{faq.question}</span>
        <NotYetTranslated item={faq} />
      </h2>
      <p className={layout.body} lang={contentLang(faq)}>
        {faq.answer}
      </p>
      {faq.details?.length > 0 && (
        <ol lang={contentLang(faq)}>
          {sortedDetails(faq).map((d) => (
            <li key={d.id ?? d.sequence} className={layout.body}>
              {d.body}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

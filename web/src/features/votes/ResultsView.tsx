/**
 * A vote's results (docs/requirements.md §16): the report of common/src/vote-report.ts, the words
 * the e-mail, the CSV and the PDF use too — the association, the times in its zone, each share with
 * its basis, and per question whether it carried.
 */
import { useState } from 'react';
import { mailTexts, resultsReport, type VoteResults } from '@hearth/common';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../shared/api';
import { useCommonText, useLocale } from '../../shared/i18n';
import { Button, Message, Panel } from '../../shared/ui';
import { saveResults } from './api';
import styles from './Votes.module.css';

export function ResultsView({ results }: { results: VoteResults }) {
  const { locale } = useLocale();
  // The report in the reader's language, in the words its CSV, PDF and e-mail use (a signed-in screen: the tables stay out of the public pages' first load).
  const words = mailTexts(locale).voteReport;
  const report = resultsReport(results, words);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { t } = useLingui();
  // The report's words are common's (the e-mail, the CSV and the PDF say them too): shown in the reader's language.
  const text = useCommonText();
  const quorum = text(report.facts.find(([label]) => label === words.quorum)?.[1] ?? '');
  const status = text(report.status);
  const save = (format: 'csv' | 'pdf') => {
    setSaveError(null);
    saveResults(results.voteId, format).catch((error: unknown) => setSaveError(errorMessage(error)));
  };
  return (
    <Panel
      title={results.final ? t`Results` : t`Results so far`}
      as="h2"
      actions={
        // Printed for the minutes: the vote's description and these results, without the forms (docs/requirements.md §16);
        // or saved as a CSV or a PDF for the minutes (§19).
        <span className={styles.noPrint}>
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>{' '}
          <Button variant="secondary" onClick={() => save('csv')}>
            <Trans>Export CSV</Trans>
          </Button>{' '}
          <Button variant="secondary" onClick={() => save('pdf')}>
            <Trans>Export PDF</Trans>
          </Button>
        </span>
      }
    >
      {saveError && <Message tone="error">{saveError}</Message>}
      <p className={styles.association}>{report.association}</p>
      <Message tone={results.quorumMet ? 'success' : 'warning'}>
        <Trans>
          {status}. Quorum {quorum}.
        </Trans>
      </Message>
      <dl className={styles.facts}>
        {report.facts.slice(2).map(([label, value]) => (
          <div key={label}>
            <dt>{text(label)}</dt>
            <dd>{text(value)}</dd>
          </div>
        ))}
      </dl>
      {report.questions.map((question) => {
        const heading = question.heading;
        return (
          <section key={question.heading} className={styles.outcomeBlock}>
            <h3 className={styles.questionHeading}>{question.heading}</h3>
            <p className={styles.outcome}>{text(question.outcome)}</p>
            {/* Scrolls sideways on a narrow phone rather than widening the page; reachable by keyboard then. */}
            <div className={styles.scroll} tabIndex={0} role="region" aria-label={t`Results of question ${heading}`}>
              <table className={styles.table}>
                <caption className="visually-hidden">{question.heading}</caption>
                <thead>
                  <tr>
                    {report.columns.map((column) => (
                      <th key={column} scope="col">
                        {text(column)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {question.rows.map(([choice, ...cells]) => (
                    <tr key={choice}>
                      <th scope="row">{text(choice)}</th>
                      {cells.map((cell, i) => (
                        <td key={i}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </Panel>
  );
}

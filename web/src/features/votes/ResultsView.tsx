/**
 * A vote's results (docs/requirements.md §16): the report of common/src/vote-report.ts, the words
 * the e-mail, the CSV and the PDF use too — the association, the times in its zone, each share with
 * its basis, and per question whether it carried.
 */
import { useState } from 'react';
import { resultsReport, type VoteResults } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { Button, Message, Panel } from '../../shared/ui';
import { saveResults } from './api';
import styles from './Votes.module.css';

export function ResultsView({ results }: { results: VoteResults }) {
  const report = resultsReport(results);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = (format: 'csv' | 'pdf') => {
    setSaveError(null);
    saveResults(results.voteId, format).catch((error: unknown) => setSaveError(errorMessage(error)));
  };
  return (
    <Panel
      title={results.final ? 'Results' : 'Results so far'}
      as="h2"
      actions={
        // Printed for the minutes: the vote's description and these results, without the forms (docs/requirements.md §16);
        // or saved as a CSV or a PDF for the minutes (§19).
        <span className={styles.noPrint}>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>{' '}
          <Button variant="secondary" onClick={() => save('csv')}>
            Export CSV
          </Button>{' '}
          <Button variant="secondary" onClick={() => save('pdf')}>
            Export PDF
          </Button>
        </span>
      }
    >
      {saveError && <Message tone="error">{saveError}</Message>}
      <p className={styles.association}>{report.association}</p>
      <Message tone={results.quorumMet ? 'success' : 'warning'}>
        {report.status}. Quorum {report.facts.find(([label]) => label === 'Quorum')?.[1]}.
      </Message>
      <dl className={styles.facts}>
        {report.facts.slice(2).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.questions.map((question) => (
        <section key={question.heading} className={styles.outcomeBlock}>
          <h3 className={styles.questionHeading}>{question.heading}</h3>
          <p className={styles.outcome}>{question.outcome}</p>
          {/* Scrolls sideways on a narrow phone rather than widening the page; reachable by keyboard then. */}
          <div className={styles.scroll} tabIndex={0} role="region" aria-label={`Results of question ${question.heading}`}>
            <table className={styles.table}>
              <caption className="visually-hidden">{question.heading}</caption>
              <thead>
                <tr>
                  {report.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {question.rows.map(([choice, ...cells]) => (
                  <tr key={choice}>
                    <th scope="row">{choice}</th>
                    {cells.map((cell, i) => (
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </Panel>
  );
}

/** A vote's results (docs/requirements.md §16): per question the units and entitlement per choice, participation and quorum. */
import { useState } from 'react';
import { choiceLabel, percent, type VoteResults } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { Button, Message, Panel } from '../../shared/ui';
import { saveResults } from './api';
import styles from './Votes.module.css';

export function ResultsView({ results }: { results: VoteResults }) {
  const { participation } = results;
  const byUnit = results.counting === 'unit';
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
      <Message tone={results.quorumMet ? 'success' : 'warning'}>
        {results.quorumMet ? 'Quorum met' : 'Quorum not met'}: {participation.units} of {participation.totalUnits} units voted (
        {percent(participation.weight, participation.totalWeight)} of the entitlement); the quorum is {percent(results.quorum, 1)} of the{' '}
        {byUnit ? 'units' : 'entitlement'}.
      </Message>
      {results.questions.map((question, index) => (
        <div key={index} className={styles.scroll}>
          <table className={styles.table}>
            <caption>{question.text}</caption>
            <thead>
              <tr>
                <th scope="col">Choice</th>
                <th scope="col">Units</th>
                <th scope="col">Entitlement</th>
              </tr>
            </thead>
            <tbody>
              {question.choices.map((c) => (
                <tr key={c.choice}>
                  <th scope="row">{choiceLabel(c.choice)}</th>
                  <td>{c.units}</td>
                  <td>{c.weight}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {results.receipts && (
        <details>
          <summary>Receipt checks ({results.receipts.length})</summary>
          <p>Each ballot counted is listed by the SHA-256 fingerprint of its receipt code.</p>
          <ul>
            {results.receipts.map((r) => (
              <li key={r} className={styles.when}>
                <code>{r}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Panel>
  );
}

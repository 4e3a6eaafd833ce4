/**
 * The roster's CSV import (docs/requirements.md, "The unit roster"): a chosen file is previewed
 * first (nothing is written) and every line's errors are listed; "Import" applies a clean file,
 * all of it at once. Administrators only.
 */
import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Messages, ROSTER_CSV_COLUMNS, ROSTER_LIST_SEPARATOR, type RosterImportReport } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { Button, ButtonRow, useSpinner, useToast } from '../../../shared/ui';
import { rosterImportMutation, rosterKeys } from '../api';
import styles from '../../../shared/editable-list/admin.module.css';
import fieldStyles from '../../../shared/uploads/FileUpload.module.css';

export function RosterImport() {
  const id = useId();
  const toast = useToast();
  const spinner = useSpinner();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<RosterImportReport | null>(null);
  const send = useMutation(rosterImportMutation());

  async function run(dryRun: boolean) {
    if (!file) return;
    try {
      const answer = await spinner.track(send.mutateAsync({ file, dryRun }));
      setReport(answer);
      if (answer.applied) {
        toast.success(Messages.rosterImported(answer.units));
        setFile(null);
        setReport(null);
        if (input.current) input.current.value = '';
        await queryClient.invalidateQueries({ queryKey: rosterKeys.units() });
      }
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const clean = report !== null && report.errors.length === 0;
  return (
    <section className={styles.form} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Import the roster</h2>
      <p className={styles.small}>
        A CSV file with the columns {ROSTER_CSV_COLUMNS.join(', ')}. Several owners of a unit share its line, separated by &quot;
        {ROSTER_LIST_SEPARATOR}&quot; in the same order in both owner columns; write a name &quot;First Last&quot;, or &quot;Last,
        First&quot; for a last name of several words. Nothing is imported until the whole file is clean.
      </p>
      <div className={styles.upload}>
        <label htmlFor={id} className={fieldStyles.label}>
          Roster file (CSV)
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,text/csv"
          className={fieldStyles.input}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setReport(null);
          }}
        />
      </div>
      <ButtonRow>
        <Button variant="secondary" disabled={!file || send.isPending} onClick={() => void run(true)}>
          Preview
        </Button>
        <Button disabled={!clean || send.isPending} onClick={() => void run(false)}>
          Import
        </Button>
      </ButtonRow>
      <div role="status" aria-live="polite">
        {report && clean && (
          <p>
            {Messages.rosterPreviewClean} {report.created} new, {report.updated} already on the roster.
          </p>
        )}
        {report && !clean && <p>{Messages.rosterHasErrors(report.errors.length)}</p>}
      </div>
      {report && !clean && (
        <ul aria-label="Errors by line">
          {report.errors.map((e) => (
            <li key={e.line}>
              Line {e.line}: {e.messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

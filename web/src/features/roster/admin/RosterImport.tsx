/**
 * The roster's CSV import (docs/requirements.md, "The unit roster"): a chosen file is previewed
 * first (nothing is written) and every line's errors are listed; "Import" applies a clean file,
 * all of it at once. Administrators only.
 */
import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Messages, ROSTER_CSV_COLUMNS, ROSTER_LIST_SEPARATOR, type RosterImportReport } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useCommonText, useLocale } from '../../../shared/i18n';
import { Button, ButtonRow, useSpinner, useToast } from '../../../shared/ui';
import { rosterImportMutation, rosterKeys } from '../api';
import styles from '../../../shared/editable-list/admin.module.css';
import fieldStyles from '../../../shared/uploads/FileUpload.module.css';

export function RosterImport() {
  const id = useId();
  const { i18n } = useLocale();
  const text = useCommonText();
  const columns = ROSTER_CSV_COLUMNS.join(', ');
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
      <h2 id={`${id}-heading`}>{i18n._(msg`Import the roster`)}</h2>
      <p className={styles.small}>
        {i18n._(
          msg`A CSV file with the columns ${columns}. Several owners of a unit share its line, separated by "${ROSTER_LIST_SEPARATOR}" in the same order in both owner columns; write a name "First Last", or "Last, First" for a last name of several words. Nothing is imported until the whole file is clean.`,
        )}
      </p>
      <div className={styles.upload}>
        <label htmlFor={id} className={fieldStyles.label}>
          {i18n._(msg`Roster file (CSV)`)}
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
          {i18n._(msg`Preview`)}
        </Button>
        <Button disabled={!clean || send.isPending} onClick={() => void run(false)}>
          {i18n._(msg`Import`)}
        </Button>
      </ButtonRow>
      <div role="status" aria-live="polite">
        {report && clean && (
          <p>
            {text(Messages.rosterPreviewClean)} {i18n._(msg`${report.created} new, ${report.updated} already on the roster.`)}
          </p>
        )}
        {report && !clean && <p>{text(Messages.rosterHasErrors(report.errors.length))}</p>}
      </div>
      {report && !clean && (
        <ul aria-label={i18n._(msg`Errors by line`)}>
          {report.errors.map((e) => (
            <li key={e.line}>
              {i18n._(msg`Line ${e.line}:`)} {e.messages.map(text).join(' ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

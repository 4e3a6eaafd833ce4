/**
 * "Monthly statements" on "Admin: Owner Accounts": a writer (an administrator, the board's
 * treasurer) issues a month that is over, once; every unit with an account gets its statement and
 * its verified owners an e-mail. The month offered is the one before today in the association's
 * zone. The server's answer is told in a toast; its refusal (a month not over, one issued before,
 * a director who is not the treasurer) too, with its message whole.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { statementIssueSchema } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { dayInZone } from '../../../shared/format';
import { useAssociationZone } from '../../../shared/hooks/useSiteSettings';
import { Button, Panel, TextField, useToast } from '../../../shared/ui';
import { ledgerKeys } from '../api';
import { issueStatements } from '../statements';
import styles from '../Ledger.module.css';

/** The month before the association's today, as yyyy-mm: the latest month that is over. */
export function lastMonthIn(zone: string | undefined, now = new Date()): string {
  const [year, month] = dayInZone(now.toISOString(), zone).split('-').map(Number);
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

export function IssueStatementsPanel() {
  const { t } = useLingui();
  const client = useQueryClient();
  const toast = useToast();
  const zone = useAssociationZone();
  // Until something is typed, the month offered follows the zone (known once the settings are read).
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const period = typed ?? lastMonthIn(zone);

  const issue = useMutation({
    mutationFn: issueStatements,
    onSuccess: (result) => {
      toast.success(
        t`The statements for ${result.period} were issued for ${plural(result.issued, { 0: 'no unit', one: 'one unit', other: '# units' })}, and ${plural(result.mailed, { 0: 'no e-mail was', one: 'one e-mail was', other: '# e-mails were' })} queued to their owners.`,
      );
      void client.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = statementIssueSchema.safeParse({ period: period.trim() });
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) issue.mutate(checked.data.period);
  };

  return (
    <Panel title={t`Monthly statements`} as="h2">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Issue monthly statements`}>
        <p>{t`Issuing a month that is over gives every unit with an account its statement, once, and e-mails it to the unit's verified owners.`}</p>
        <TextField
          label={t`Month`}
          hint={t`As yyyy-mm, e.g. 2026-03.`}
          placeholder="yyyy-mm"
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
          required
          value={period}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={issue.isPending}>
            {t`Issue statements`}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

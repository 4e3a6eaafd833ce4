/**
 * One unit's account as the ledger answers it: the balance (what is owed, or held as credit), the
 * charges still open with their due days, and every entry with its day, due day, amount and the
 * balance after it. Shared by the owner's "My Account" and the board's per-unit ledger, which adds
 * a Reverse button to each entry that may still be reversed.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerTransaction, UnitLedger } from '@hearth/common';
import { useCommonText } from '../../shared/i18n';
import { Button, Table } from '../../shared/ui';
import { chargeKindLabel, describeTransaction, isReversible, reverseEntry, withRunningBalance } from './labels';
import { formatCents } from './money';
import styles from './Ledger.module.css';

/** The balance in words: owed, a credit, or settled. */
export function balanceWords(i18n: I18n, balanceCents: number): string {
  const amount = formatCents(Math.abs(balanceCents));
  if (balanceCents > 0) return i18n._(msg`${amount} owed`);
  if (balanceCents < 0) return i18n._(msg`${amount} in credit`);
  return i18n._(msg`Nothing owed`);
}

const reversedBy = (i18n: I18n, entry: number) => i18n._(msg`(reversed by entry ${entry})`);

export function LedgerView({
  ledger,
  onReverse,
  headingLevel: H = 'h2',
}: {
  ledger: UnitLedger;
  /** Given on the board's screen: the entry to reverse (it asks first). */
  onReverse?: (transaction: LedgerTransaction) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const common = useCommonText();
  const unitName = `${ledger.unit.number} ${ledger.unit.street}`;
  const entries = withRunningBalance(ledger.transactions);
  return (
    <div>
      <dl className={styles.summary}>
        <div>
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd>{balanceWords(i18n, ledger.balanceCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Charges not yet paid</Trans>
          </dt>
          <dd>{formatCents(ledger.receivableCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Credit held</Trans>
          </dt>
          <dd>{formatCents(ledger.creditCents)}</dd>
        </div>
      </dl>
      <H>
        <Trans>Open charges</Trans>
      </H>
      {ledger.openCharges.length === 0 ? (
        <p>
          <Trans>No charge is waiting to be paid.</Trans>
        </p>
      ) : (
        <Table caption={t`Open charges of unit ${unitName}`} columns={[t`Charge`, t`Due`, t`Still owed`]}>
          <tbody>
            {ledger.openCharges.map((charge) => (
              <tr key={charge.chargeId}>
                <td>{chargeKindLabel(common, charge.kind)}</td>
                <td>{charge.dueOn}</td>
                <td className={styles.money}>{formatCents(charge.remainingCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <H>
        <Trans>Entries</Trans>
      </H>
      {entries.length === 0 ? (
        <p>
          <Trans>No entry has been posted to this account yet.</Trans>
        </p>
      ) : (
        <Table
          caption={t`Entries of unit ${unitName}, oldest first`}
          columns={[
            t`Entry`,
            t({ message: 'Posted', context: 'day an entry was recorded' }),
            t`Due`,
            t`Description`,
            t`Amount`,
            t`Balance after`,
            onReverse && t`Actions`,
          ]}
        >
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.id}</td>
                <td>{entry.postedOn}</td>
                <td>{entry.dueOn ?? ''}</td>
                <td>
                  {describeTransaction(i18n, common, entry)}
                  {entry.reversedById !== null && ` ${reversedBy(i18n, entry.reversedById)}`}
                </td>
                <td className={styles.money}>{formatCents(entry.amountCents)}</td>
                <td className={styles.money}>{formatCents(entry.balanceAfterCents)}</td>
                {onReverse && (
                  <td>
                    {isReversible(entry) && (
                      <Button size="small" variant="secondary" onClick={() => onReverse(entry)} aria-label={reverseEntry(i18n, entry.id)}>
                        <Trans>Reverse</Trans>
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

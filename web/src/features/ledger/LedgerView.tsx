/**
 * One unit's account as the ledger answers it: the balance (what is owed, or held as credit), the
 * charges still open with their due days, and every entry with its day, due day, amount and the
 * balance after it. Shared by the owner's "My Account" and the board's per-unit ledger, which adds
 * a Reverse button to each entry that may still be reversed.
 */
import type { LedgerTransaction, UnitLedger } from '@hearth/common';
import { Button, Table } from '../../shared/ui';
import { CHARGE_KIND_LABELS, describeTransaction, isReversible, withRunningBalance } from './labels';
import { formatCents } from './money';
import styles from './Ledger.module.css';

/** The balance in words: owed, a credit, or settled. */
export function balanceWords(balanceCents: number): string {
  if (balanceCents > 0) return `${formatCents(balanceCents)} owed`;
  if (balanceCents < 0) return `${formatCents(-balanceCents)} in credit`;
  return 'Nothing owed';
}

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
  const unitName = `${ledger.unit.number} ${ledger.unit.street}`;
  const entries = withRunningBalance(ledger.transactions);
  return (
    <div>
      <dl className={styles.summary}>
        <div>
          <dt>Balance</dt>
          <dd>{balanceWords(ledger.balanceCents)}</dd>
        </div>
        <div>
          <dt>Charges not yet paid</dt>
          <dd>{formatCents(ledger.receivableCents)}</dd>
        </div>
        <div>
          <dt>Credit held</dt>
          <dd>{formatCents(ledger.creditCents)}</dd>
        </div>
      </dl>
      <H>Open charges</H>
      {ledger.openCharges.length === 0 ? (
        <p>No charge is waiting to be paid.</p>
      ) : (
        <Table caption={`Open charges of unit ${unitName}`} columns={['Charge', 'Due', 'Still owed']}>
          <tbody>
            {ledger.openCharges.map((charge) => (
              <tr key={charge.chargeId}>
                <td>{CHARGE_KIND_LABELS[charge.kind]}</td>
                <td>{charge.dueOn}</td>
                <td className={styles.money}>{formatCents(charge.remainingCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <H>Entries</H>
      {entries.length === 0 ? (
        <p>No entry has been posted to this account yet.</p>
      ) : (
        <Table
          caption={`Entries of unit ${unitName}, oldest first`}
          columns={['Entry', 'Posted', 'Due', 'Description', 'Amount', 'Balance after', onReverse && 'Actions']}
        >
          <tbody>
            {entries.map((t) => (
              <tr key={t.id}>
                <td>{t.id}</td>
                <td>{t.postedOn}</td>
                <td>{t.dueOn ?? ''}</td>
                <td>
                  {describeTransaction(t)}
                  {t.reversedById !== null && ` (reversed by entry ${t.reversedById})`}
                </td>
                <td className={styles.money}>{formatCents(t.amountCents)}</td>
                <td className={styles.money}>{formatCents(t.balanceAfterCents)}</td>
                {onReverse && (
                  <td>
                    {isReversible(t) && (
                      <Button size="small" variant="secondary" onClick={() => onReverse(t)} aria-label={`Reverse entry ${t.id}`}>
                        Reverse
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

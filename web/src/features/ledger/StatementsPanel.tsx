/**
 * A unit's monthly statements on "My Account": each issued month's opening balance, charges,
 * payments and closing balance, the day it was issued (in the association's zone), and its PDF,
 * fetched with the reader's credentials. The server decides who may read them; its refusal is shown whole.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../shared/api';
import { dayInZone } from '../../shared/format';
import { useAssociationZone } from '../../shared/hooks/useSiteSettings';
import { Button, Message, Table, useToast } from '../../shared/ui';
import { formatCents } from './money';
import { downloadStatementPdf, unitStatementsQuery } from './statements';
import styles from './Ledger.module.css';

export function StatementsPanel({
  unit,
  headingLevel: H = 'h3',
}: {
  unit: { id: number; number: string; street: string };
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  const zone = useAssociationZone();
  const toast = useToast();
  const statements = useQuery(unitStatementsQuery(unit.id));
  const [saving, setSaving] = useState<string | null>(null);
  const unitName = `${unit.number} ${unit.street}`;

  const download = async (period: string) => {
    setSaving(period);
    try {
      await downloadStatementPdf(unit.id, period);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <H>{t`Statements`}</H>
      {statements.isPending ? (
        <p role="status">{t`Loading the statements…`}</p>
      ) : statements.isError ? (
        <Message tone="warning">{statements.error.message}</Message>
      ) : statements.data.length === 0 ? (
        <p>{t`No monthly statement has been issued for this unit yet.`}</p>
      ) : (
        <Table
          caption={t`Monthly statements of unit ${unitName}, newest first`}
          columns={[t`Period`, t`Opening balance`, t`Charges`, t`Payments`, t`Closing balance`, t`Issued on`, t`PDF`]}
        >
          <tbody>
            {statements.data.map((s) => {
              const period = s.period;
              return (
                <tr key={period}>
                  <td>{period}</td>
                  <td className={styles.money}>{formatCents(s.openingCents)}</td>
                  <td className={styles.money}>{formatCents(s.chargesCents)}</td>
                  <td className={styles.money}>{formatCents(s.paymentsCents)}</td>
                  <td className={styles.money}>{formatCents(s.closingCents)}</td>
                  <td>{dayInZone(s.issuedAt, zone)}</td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={saving === period}
                      onClick={() => void download(period)}
                      aria-label={t`Download the statement for ${period} (PDF)`}
                    >
                      {t`Download`}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </>
  );
}

/**
 * How an estoppel request reads on screen, for its owner and for the board alike: its statutory
 * deadline (the day, the days left counted as the rule pack counts them, the statute the server
 * cites), its status, and once issued the frozen certificate: its amounts, its SHA-256 and the PDF
 * the server prints from its stored text.
 */
import { useLingui } from '@lingui/react/macro';
import { ESTOPPEL_REQUESTER_LABELS, type EstoppelAmount, type EstoppelCertificate, type EstoppelRequestView } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { useCommonText } from '../../shared/i18n';
import { Button, Table, useToast } from '../../shared/ui';
import { chargeKindLabel } from './labels';
import { formatCents } from './money';
import { downloadEstoppelPdf } from './estoppelApi';
import styles from './Estoppel.module.css';

/** Whether the request is still open with its deadline gone by. */
export const isOverdue = (request: EstoppelRequestView) => request.status === 'requested' && request.daysLeft < 0;

/** The deadline: its day, the (business) days left or late, and the statute that sets it. */
export function Deadline({ request }: { request: EstoppelRequestView }) {
  const { t } = useLingui();
  const { dueOn, citation, businessDays } = request;
  const days = Math.abs(request.daysLeft);
  let count: string;
  if (request.status === 'issued') {
    count = request.daysLeft < 0 ? t`issued late` : t`issued in time`;
  } else if (request.daysLeft < 0) {
    count = businessDays ? t`late by ${days} business days` : t`late by ${days} days`;
  } else {
    count = businessDays ? t`${days} business days left` : t`${days} days left`;
  }
  return (
    <span>
      {isOverdue(request) && <strong className={styles.overdue}>{t`Overdue`} </strong>}
      {t`Due on ${dueOn}`} ({count}){citation ? <span className={styles.citation}>{citation}</span> : null}
    </span>
  );
}

export function StatusWords({ request }: { request: EstoppelRequestView }) {
  const { t } = useLingui();
  const issuedOn = request.issuedOn ?? '';
  return <>{request.status === 'issued' ? t`Issued on ${issuedOn}` : t`Requested`}</>;
}

export function RequesterWords({ requester }: { requester: EstoppelRequestView['requester'] }) {
  const common = useCommonText();
  return (
    <>
      {common(ESTOPPEL_REQUESTER_LABELS[requester.kind])}: {requester.name}
      <span className={styles.citation}>{requester.email}</span>
    </>
  );
}

function Amounts({ caption, amounts, totalCents }: { caption: string; amounts: readonly EstoppelAmount[]; totalCents: number }) {
  const { t } = useLingui();
  const common = useCommonText();
  return (
    <Table caption={caption} columns={[t`Charge`, t`Due on`, t`Amount`]}>
      <tbody>
        {amounts.length === 0 && (
          <tr>
            <td colSpan={3}>{t({ message: 'None', context: 'no amounts' })}</td>
          </tr>
        )}
        {amounts.map((a, i) => (
          <tr key={i}>
            <td>{chargeKindLabel(common, a.kind)}</td>
            <td>{a.dueOn}</td>
            <td className={styles.money}>{formatCents(a.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>{t`Total`}</th>
          <td className={styles.money}>{formatCents(totalCents)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

/** An issued certificate, as frozen: its figures, its SHA-256, and the server's PDF of it. */
export function CertificateView({
  id,
  certificate,
  sha256,
  open = false,
}: {
  id: number;
  certificate: EstoppelCertificate;
  sha256: string;
  /** Opened at first (the owner's own certificates); the board's long list starts closed. */
  open?: boolean;
}) {
  const { t } = useLingui();
  const common = useCommonText();
  const toast = useToast();
  const c = certificate;
  const unit = `${c.unit.number} ${c.unit.street}`;
  const { issuedOn, effectiveUntil } = c;
  const rows: [string, string][] = [
    [t`Association`, c.association],
    [t`Unit`, unit],
    [t`Requested by`, `${common(ESTOPPEL_REQUESTER_LABELS[c.requester.kind])}: ${c.requester.name} (${c.requester.email})`],
    [t`Closing date`, c.closingOn],
    [t`Asked on`, c.askedOn],
    [t`Due on`, c.dueOn],
    [t`Issued on`, c.issuedOn],
    [t`Effective until`, c.effectiveUntil],
    [t`Owed on the day issued`, formatCents(c.owedCents)],
    [t`Falling due while effective`, formatCents(c.fallingDueCents)],
    [t`Credit`, formatCents(c.creditCents)],
    [t`Certificate fee`, formatCents(c.feeCents)],
    [t`Statute`, c.citation || t({ message: 'None', context: 'no statute' })],
    [t`Issued by`, c.issuedBy],
  ];
  const download = async () => {
    try {
      await downloadEstoppelPdf(id);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <details className={styles.certificate} open={open}>
      <summary>{t`Certificate ${id}: unit ${unit}, issued on ${issuedOn}`}</summary>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Amounts caption={t`Owed on ${issuedOn}`} amounts={c.owed} totalCents={c.owedCents} />
      <Amounts caption={t`Falling due until ${effectiveUntil}`} amounts={c.fallingDue} totalCents={c.fallingDueCents} />
      <p>
        {t`SHA-256 of the certificate's stored text:`} <code className={styles.hash}>{sha256}</code>
      </p>
      <Button variant="secondary" onClick={() => void download()}>
        {t`Download certificate ${id} (PDF)`}
      </Button>
    </details>
  );
}

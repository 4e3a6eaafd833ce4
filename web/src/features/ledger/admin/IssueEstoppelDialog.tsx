/**
 * Issuing a certificate asks first: once issued it is frozen (its amounts and SHA-256 never change)
 * and its fee is posted to the unit's ledger in the same transaction, so the dialog says both
 * before the board confirms.
 */
import { useLingui } from '@lingui/react/macro';
import { ESTOPPEL_REQUESTER_LABELS, type EstoppelRequestView } from '@hearth/common';
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonRow } from '../../../shared/ui';
import { Dialog } from '../../../shared/ui/Dialog';
import { formatCents } from '../money';

export function IssueEstoppelDialog({
  request,
  unitName,
  busy,
  onIssue,
  onClose,
}: {
  request: EstoppelRequestView;
  unitName: string;
  busy: boolean;
  onIssue: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const common = useCommonText();
  const { id, closingOn, dueOn } = request;
  const requester = `${common(ESTOPPEL_REQUESTER_LABELS[request.requester.kind])}: ${request.requester.name}`;
  const fee = formatCents(request.feeCents);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Issue certificate ${id}?`}
      description={t`Unit ${unitName}, for ${requester}, closing on ${closingOn}, due on ${dueOn}.`}
    >
      <p>
        {t`An issued certificate is frozen: its amounts, as of today, and its SHA-256 never change. Its fee (${fee} under the rule pack, more when the unit is behind on its payments, none when issued late where the statute says so) is posted to the unit's ledger as it is issued.`}
      </p>
      <ButtonRow>
        <Button variant="danger" onClick={onIssue} disabled={busy}>
          {t`Issue the certificate`}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t`Not now`}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}

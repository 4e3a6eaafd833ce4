/**
 * Send Verification Email (docs/requirements.md, "States and transitions"): an account that never verified its e-mail address gets a
 * new link. The answer is the same for any address, so the page tells nobody which accounts exist.
 * An expired or used verification link lands here with ?expired=1.
 */
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Messages, RESEND_VERIFICATION_TITLE } from '@hearth/common';
import { useCommonText } from '../../../shared/i18n';
import { registryLabel } from '../../../shared/i18n/labels';
import { Message } from '../../../shared/ui';
import { ForgotForm } from './ForgotForm';

export default function ResendVerificationPage() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const text = useCommonText();
  return (
    <ForgotForm
      page={RESEND_VERIFICATION_TITLE}
      title={registryLabel(i18n, RESEND_VERIFICATION_TITLE)}
      intro={t`Enter the email address you registered with: if its account is waiting for verification, we will send it a new verification link.`}
      endpoint="/account/resendverification"
      submitLabel={t`Send Verification Email`}
      successText={Messages.verificationResent}
      notice={params.get('expired') === '1' ? <Message tone="warning">{text(Messages.emailVerificationFailed)}</Message> : undefined}
    />
  );
}

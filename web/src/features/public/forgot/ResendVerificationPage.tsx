/**
 * Send Verification Email (docs/requirements.md §4): an account that never verified its e-mail address gets a
 * new link. The answer is the same for any address, so the page tells nobody which accounts exist.
 * An expired or used verification link lands here with ?expired=1.
 */
import { useSearchParams } from 'react-router-dom';
import { Messages, RESEND_VERIFICATION_TITLE } from '@hearth/common';
import { Message } from '../../../shared/ui';
import { ForgotForm } from './ForgotForm';

export default function ResendVerificationPage() {
  const [params] = useSearchParams();
  return (
    <ForgotForm
      title={RESEND_VERIFICATION_TITLE}
      intro="Enter the email address you registered with: if its account is waiting for verification, we will send it a new verification link."
      endpoint="/account/resendverification"
      submitLabel="Send Verification Email"
      successText={Messages.verificationResent}
      notice={params.get('expired') === '1' ? <Message tone="warning">{Messages.emailVerificationFailed}</Message> : undefined}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Messages } from '@hearth/common';
import { ForgotForm } from './ForgotForm';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <ForgotForm
      page="Forgot Password"
      title={t`Forgot Password`}
      intro={t`Enter the email address you registered with: we will send you a link to choose a new password.`}
      endpoint="/account/forgotpassword"
      submitLabel={t`Send Reset Link`}
      successText={Messages.checkEmailForReset}
    />
  );
}

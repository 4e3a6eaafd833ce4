import { useLingui } from '@lingui/react/macro';
import { Messages } from '@hearth/common';
import { ForgotForm } from './ForgotForm';

export default function ForgotUsernamePage() {
  const { t } = useLingui();
  return (
    <ForgotForm
      page="Forgot Username"
      title={t`Forgot Username`}
      intro={t`Enter the email address you registered with: we will send you your User Name.`}
      endpoint="/account/forgotusername"
      submitLabel={t`Send User Name`}
      successText={Messages.checkEmailForUsername}
    />
  );
}

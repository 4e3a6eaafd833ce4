import { Messages } from '@hearth/common';
import { ForgotForm } from './ForgotForm';

export default function ForgotUsernamePage() {
  return (
    <ForgotForm
      title="Forgot Username"
      intro="Enter the email address you registered with: we will send you your User Name."
      endpoint="/account/forgotusername"
      submitLabel="Send User Name"
      successText={Messages.checkEmailForUsername}
    />
  );
}

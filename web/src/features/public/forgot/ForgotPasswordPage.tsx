import { Messages } from '@hearth/common';
import { ForgotForm } from './ForgotForm';

export default function ForgotPasswordPage() {
  return (
    <ForgotForm
      title="Forgot Password"
      intro="Enter the email address you registered with: we will send you a link to choose a new password."
      endpoint="/account/forgotpassword"
      submitLabel="Send Reset Link"
      successText={Messages.checkEmailForReset}
    />
  );
}

import { Page } from '../../../shared/ui';

export default function ResetPasswordPage() {
  return <Page title="Reset Password">{null}</Page>;
}

import { Page } from '../../../shared/ui';

export default function ForgotPasswordPage() {
  return <Page title="Forgot Password">{null}</Page>;
}

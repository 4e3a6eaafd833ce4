import { Page } from '../../../shared/ui';

export default function ForgotUsernamePage() {
  return <Page title="Forgot Username">{null}</Page>;
}

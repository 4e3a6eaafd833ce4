import { Page } from '../../../shared/ui';

export default function RegisterPage() {
  return <Page title="Register">{null}</Page>;
}

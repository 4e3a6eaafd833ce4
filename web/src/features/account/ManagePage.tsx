import { Page } from '../../shared/ui';

export default function ManagePage() {
  return <Page title="Account Management">{null}</Page>;
}

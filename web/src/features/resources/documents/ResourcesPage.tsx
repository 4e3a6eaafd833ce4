import { Page } from '../../../shared/ui';

export default function ResourcesPage() {
  return <Page title="Resources &amp; Links">{null}</Page>;
}

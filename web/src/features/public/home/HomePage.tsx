import { Page } from '../../../shared/ui';

export default function HomePage() {
  return <Page title="Welcome">{null}</Page>;
}

import { Page } from '../../../shared/ui';

export default function NewsPage() {
  return <Page title="News">{null}</Page>;
}

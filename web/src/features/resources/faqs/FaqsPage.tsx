import { Page } from '../../../shared/ui';

export default function FaqsPage() {
  return <Page title="FAQs">{null}</Page>;
}

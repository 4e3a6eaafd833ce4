import { Page } from '../../../shared/ui';

export default function ContactsPage() {
  return <Page title="Contacts">{null}</Page>;
}

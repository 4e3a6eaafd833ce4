import { Messages } from '@hearth/common';
import { Message, Page } from './Panel';

/** Shown on an admin or report address to a signed-in user whose roles do not allow it. */
export function NotAllowed() {
  return (
    <Page title="Not allowed">
      <Message tone="warning" role="alert">
        {Messages.forbidden}
      </Message>
    </Page>
  );
}

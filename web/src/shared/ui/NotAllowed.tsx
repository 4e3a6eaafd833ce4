import { msg } from '@lingui/core/macro';
import { Messages } from '@hearth/common';
import { useCommonText, useLocale } from '../i18n';
import { Message, Page } from './Panel';

/** Shown on an admin or report address to a signed-in user whose roles do not allow it. */
export function NotAllowed() {
  const { i18n } = useLocale();
  const text = useCommonText();
  return (
    <Page title={i18n._(msg`Not allowed`)}>
      <Message tone="warning" role="alert">
        {text(Messages.forbidden)}
      </Message>
    </Page>
  );
}

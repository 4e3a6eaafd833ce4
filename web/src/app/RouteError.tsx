/**
 * What a route shows when its screen cannot be shown (docs/requirements.md, "Routes"). A screen's code that
 * is no longer on the server — a deploy replaced the build while this tab was open — offers a
 * reload, which loads the current version; any other error is a readable page with a way home.
 */
import { Messages } from '@hearth/common';
import { useRouteError } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { Button, Message, Page } from '../shared/ui';
import { useCommonText } from '../shared/i18n';

/** The browsers' words for a lazily loaded module that could not be fetched (Chromium, Firefox, Safari, Vite's preload). */
const STALE_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const isStaleChunk = (error: unknown): boolean => error instanceof Error && STALE_CHUNK.test(error.message);

export function RouteError() {
  const error = useRouteError();
  const text = useCommonText();
  if (isStaleChunk(error)) {
    return (
      <Page title={text(Messages.newVersionTitle)}>
        <Message tone="info" role="alert">
          {text(Messages.newVersion)}
        </Message>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Page>
    );
  }
  return (
    <Page title={text(Messages.pageFailedTitle)}>
      <Message tone="error" role="alert">
        {text(Messages.pageFailed)}
      </Message>
      {/* A full load: whatever broke this page is left behind. */}
      <a href="/home">
        <Trans>Go to the home page</Trans>
      </a>
    </Page>
  );
}

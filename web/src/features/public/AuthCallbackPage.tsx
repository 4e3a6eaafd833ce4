/**
 * /auth-callback (docs/requirements.md, "Routes"): an error in the URL shows the error text with a link to /home;
 * otherwise the sign-in is completed and the app goes to / (or the URL the guard remembered).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Messages, splitLocalePath } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { useCommonText } from '../../shared/i18n';
import { Message, Page, Spinner } from '../../shared/ui';

/** The provider reports failures as `error=` in the fragment or the query. */
const callbackHasError = (hash: string, search: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).has('error') || new URLSearchParams(search).has('error');

export default function AuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const { t } = useLingui();
  const text = useCommonText();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(() => callbackHasError(window.location.hash, window.location.search));
  const started = useRef(false);

  useEffect(() => {
    if (failed || started.current) return;
    started.current = true;
    completeSignIn()
      // A page of another language's address (/fr/…, /es/…) is loaded in its language, with its router's basename.
      .then((to) => (splitLocalePath(to).prefixed ? window.location.replace(to) : navigate(to, { replace: true })))
      .catch(() => setFailed(true));
  }, [failed, completeSignIn, navigate]);

  return (
    <Page title={t`Signing in`}>
      {failed ? (
        <Message tone="error" role="alert">
          {text(Messages.authCallbackError)}{' '}
          <Link to="/home">
            <Trans>Go to the home page</Trans>
          </Link>
        </Message>
      ) : (
        <Spinner show label={t`Completing sign-in`} />
      )}
    </Page>
  );
}

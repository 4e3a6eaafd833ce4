/**
 * /auth-callback (docs/requirements.md, "Routes"): an error in the URL shows the error text with a link to /home;
 * otherwise the sign-in is completed and the app goes to / (or the URL the guard remembered).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Messages, splitLocalePath } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { Message, Page, Spinner } from '../../shared/ui';

/** The provider reports failures as `error=` in the fragment or the query. */
const callbackHasError = (hash: string, search: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).has('error') || new URLSearchParams(search).has('error');

export default function AuthCallbackPage() {
  const { completeSignIn } = useAuth();
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
    <Page title="Signing in">
      {failed ? (
        <Message tone="error" role="alert">
          {Messages.authCallbackError} <Link to="/home">Go to the home page</Link>
        </Message>
      ) : (
        <Spinner show label="Completing sign-in" />
      )}
    </Page>
  );
}

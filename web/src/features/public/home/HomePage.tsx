/**
 * Home (docs/requirements.md, "Public and account screens"): a welcome banner; visitors get the Login, Register, Reset Password and
 * Recover Username panels, signed-in users an image. Opening it signed in creates the profile
 * from the identity claims when missing (docs/requirements.md, "States and transitions"); ?verified=1 (or 0) reports the e-mail verification,
 * ?reported=1 (or 0) the old address's link that undid an e-mail change.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { usePageVisit, useAuth } from '../../../shared/auth';
import { queryKeys } from '../../../shared/api';
import { ensureMyProfile } from '../../../shared/hooks/useMyProfile';
import { useLoginLink } from '../../../shared/hooks/useLoginAction';
import { useSiteSettings } from '../../../shared/hooks/useSiteSettings';
import { ButtonLink, Message, Page, Panel, PanelGrid, useToast } from '../../../shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCommonText, useLocale, whenCommonTexts } from '../../../shared/i18n';
import styles from './HomePage.module.css';

export default function HomePage() {
  usePageVisit('Home');
  const auth = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const loginLink = useLoginLink();
  const { data: settings } = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const redirect = params.get('redirect');
  const profileChecked = useRef(false);
  const { t } = useLingui();
  const text = useCommonText();
  const { locale } = useLocale();

  useEffect(() => {
    const verified = params.get('verified');
    const reported = params.get('reported'); // the old address's "it was not me" link of an e-mail change
    if (verified === null && reported === null) return;
    // The page brought only the common texts it shows: these come with the rest of them (in English if those fail).
    void whenCommonTexts(locale)
      .catch(() => undefined)
      .then(() => {
        if (verified === '1') {
          // The spec's registration toast comes once login really works: after the verification (docs/requirements.md, "Errors and success messages").
          toast.info(text(Messages.emailVerified));
          toast.success(text(Messages.canLoginNow));
        } else if (verified === 'already') toast.info(text(Messages.emailAlreadyVerified));
        if (reported === '1') toast.success(text(Messages.emailChangeReported));
        else if (reported !== null) toast.error(text(Messages.emailChangeReportFailed));
      });
    const next = new URLSearchParams(params);
    next.delete('verified');
    next.delete('reported');
    setParams(next, { replace: true });
  }, [params, setParams, toast, text, locale]);

  useEffect(() => {
    if (!auth.isAuthenticated || auth.userId === null || !auth.profile || profileChecked.current) return;
    profileChecked.current = true;
    ensureMyProfile(auth.profile, auth.userId)
      .then((profile) => profile && queryClient.setQueryData(queryKeys.myProfile(auth.userId), profile))
      .catch((e: Error) => toast.error(e.message));
  }, [auth.isAuthenticated, auth.userId, auth.profile, queryClient, toast]);

  return (
    <Page>
      <section className={styles.banner} aria-labelledby="welcome">
        <h1 id="welcome">
          {settings?.siteName ? <Trans>Welcome to {settings.siteName}</Trans> : <Trans>Welcome to our Condominium Association</Trans>}
        </h1>
        <p>
          {/* common's HOME_BANNER_LEAD, the English of this text. */}
          <Trans>News, contacts, documents, newsletters and meeting minutes of our community, in one place.</Trans>
        </p>
        {/* Meeting notices and agendas are public (docs/requirements.md, "Meetings, notices and consent to electronic notice"). */}
        <p>
          <Link to="/notices">
            <Trans>Meeting notices and agendas</Trans>
          </Link>
        </p>
      </section>
      {auth.isLoading ? null : auth.isAuthenticated ? (
        <img className={styles.picture} src="/images/home.svg" alt={t`Our condominium building at sunset`} width={800} height={400} />
      ) : (
        <>
          {redirect && (
            <Message tone="info">
              {text(Messages.loginRequired)}: <Trans>please login to continue.</Trans>
            </Message>
          )}
          <PanelGrid>
            <Panel title={t`Login`} as="h2">
              <p>
                <Trans>Residents and board members: login to see documents, newsletters, FAQs and your account.</Trans>
              </p>
              <ButtonLink {...loginLink}>
                <Trans>Login</Trans>
              </ButtonLink>
            </Panel>
            <Panel title={t`Register`} as="h2">
              <p>
                <Trans>
                  New to this website? If you have not registered since July 25, 2020 (registrations made before that date were not carried
                  over), please register to access the residents&apos; area.
                </Trans>
              </p>
              <ButtonLink to="/register">
                <Trans>Register</Trans>
              </ButtonLink>
            </Panel>
            <Panel title={t`Reset Password`} as="h2">
              <p>
                <Trans>Forgot your password? We will e-mail you a link to choose a new one.</Trans>
              </p>
              <ButtonLink to="/forgotPassword" variant="secondary">
                <Trans>Reset Password</Trans>
              </ButtonLink>
            </Panel>
            <Panel title={t`Recover Username`} as="h2">
              <p>
                <Trans>Forgot your user name? We will e-mail it to the address you registered with.</Trans>
              </p>
              <ButtonLink to="/forgotUsername" variant="secondary">
                <Trans>Recover Username</Trans>
              </ButtonLink>
            </Panel>
          </PanelGrid>
        </>
      )}
    </Page>
  );
}

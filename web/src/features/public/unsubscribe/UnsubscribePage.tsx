/**
 * /unsubscribe?token=…: the unsubscribe link of a notice e-mail (docs/requirements.md, "E-mail notices"). It asks
 * first (a link scanner opening the page changes nothing), then stops that kind of e-mail to that
 * address; a forged or already used link says so. No sign-in needed.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTICE_PREFERENCES_PATH, NoticeMessages } from '@hearth/common';
import { usePageVisit } from '../../../shared/auth';
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonLink, ButtonRow, Message, Page, Panel, Spinner } from '../../../shared/ui';
import { unsubscribeLinkQuery, unsubscribeMutation } from '../api';

export default function UnsubscribePage() {
  usePageVisit('Unsubscribe');
  const { t } = useLingui();
  const text = useCommonText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(unsubscribeLinkQuery(token));
  const confirm = useMutation(unsubscribeMutation());
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirm.isSuccess || confirm.isError) outcome.current?.focus();
  }, [confirm.isSuccess, confirm.isError]);

  let content;
  if (!token)
    content = (
      <Message tone="error" role="alert">
        {text(NoticeMessages.unsubscribeLinkInvalid)}
      </Message>
    );
  else if (link.isPending) content = <Spinner show label={t`Reading the link`} />;
  else if (link.isError)
    content = (
      <Message tone="error" role="alert">
        {link.error.message}
      </Message>
    );
  else if (confirm.isSuccess || confirm.isError)
    content = (
      <div ref={outcome} tabIndex={-1}>
        {confirm.isSuccess ? (
          <Message tone="success" role="status">
            {text(confirm.data.message)}
          </Message>
        ) : (
          <Message tone="error" role="alert">
            {confirm.error.message}
          </Message>
        )}
      </div>
    );
  else
    content = (
      <>
        <p>{text(link.data.message)}</p>
        <ButtonRow>
          <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
            <Trans>Unsubscribe</Trans>
          </Button>
        </ButtonRow>
      </>
    );

  return (
    <Page title={t`Unsubscribe`}>
      <Panel>
        {content}
        <p>
          <ButtonLink to={NOTICE_PREFERENCES_PATH} variant="ghost">
            <Trans>Choose which e-mails you get in Account Management</Trans>
          </ButtonLink>
        </p>
      </Panel>
    </Page>
  );
}

/** Unauthorized (docs/requirements.md, "Public and account screens"): the notice with Login and Back. */
import { useNavigate } from 'react-router-dom';
import { Messages } from '@hearth/common';
import { useLoginAction } from '../../shared/hooks/useLoginAction';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonRow, Message, Page } from '../../shared/ui';
import { useCommonText } from '../../shared/i18n';

export default function UnauthorizedPage() {
  const navigate = useNavigate();
  const startLogin = useLoginAction();
  const { t } = useLingui();
  const text = useCommonText();
  return (
    <Page title={t`Unauthorized`}>
      <Message tone="warning">{text(Messages.loginRequired)}</Message>
      <ButtonRow>
        <Button onClick={() => void startLogin()}>
          <Trans>Login</Trans>
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <Trans>Back</Trans>
        </Button>
      </ButtonRow>
    </Page>
  );
}

/** Unauthorized (docs/requirements.md §2.3): the notice with Login and Back. */
import { useNavigate } from 'react-router-dom';
import { Messages } from '@hearth/common';
import { useLoginAction } from '../../shared/hooks/useLoginAction';
import { Button, ButtonRow, Message, Page } from '../../shared/ui';

export default function UnauthorizedPage() {
  const navigate = useNavigate();
  const startLogin = useLoginAction();
  return (
    <Page title="Unauthorized">
      <Message tone="warning">{Messages.loginRequired}</Message>
      <ButtonRow>
        <Button onClick={() => void startLogin()}>Login</Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Back
        </Button>
      </ButtonRow>
    </Page>
  );
}

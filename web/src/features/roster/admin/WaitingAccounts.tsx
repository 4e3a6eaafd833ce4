/**
 * Below the users list, for administrators (docs/requirements.md, "Admin screens", Users): the accounts that never signed in
 * (so have no profile yet) or never verified their e-mail address, each with a button that sends the
 * verification e-mail again.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '../../../shared/api';
import { formatRegistrationDate } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { Button, Table, useToast } from '../../../shared/ui';
import { sendVerificationMutation, waitingAccountsQuery } from '../api';
import styles from '../../../shared/editable-list/admin.module.css';

export function WaitingAccounts() {
  const { i18n } = useLocale();
  const toast = useToast();
  const waiting = useQuery(waitingAccountsQuery(true));
  const send = useMutation({
    ...sendVerificationMutation(),
    onSuccess: (message) => toast.success(message),
    onError: (e) => toast.error(errorMessage(e)),
  });
  const rows = waiting.data ?? [];
  return (
    <Table
      caption={i18n._(msg`Accounts not signed in or not verified (${rows.length})`)}
      data-testid="waiting-accounts"
      columns={[
        i18n._(msg`Name`),
        i18n._(msg`UserName`),
        i18n._(msg`Email`),
        i18n._(msg`Registered On`),
        i18n._(msg`Email Verified`),
        i18n._(msg`Signed In`),
      ]}
    >
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={6} className={styles.empty}>
              {waiting.isSuccess
                ? i18n._(msg`Every account has signed in with a verified email address.`)
                : waiting.isError
                  ? errorMessage(waiting.error)
                  : ''}
            </td>
          </tr>
        )}
        {rows.map((a) => (
          <tr key={a.userId} data-user={a.userName}>
            <td>{`${a.lastName}, ${a.firstName}`}</td>
            <td>{a.userName}</td>
            <td>{a.email}</td>
            <td>{formatRegistrationDate(a.registeredAt)}</td>
            <td>
              {a.emailVerified ? (
                i18n._(msg`Yes`)
              ) : (
                <>
                  {i18n._(msg`No`)}{' '}
                  <Button variant="link" onClick={() => send.mutate(a.userId)} disabled={send.isPending}>
                    {i18n._(msg`Send the verification email again`)}
                    <span className="visually-hidden"> {i18n._(msg`to ${a.userName}`)}</span>
                  </Button>
                </>
              )}
            </td>
            <td>{a.signedIn ? i18n._(msg`Yes`) : i18n._(msg`Never`)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

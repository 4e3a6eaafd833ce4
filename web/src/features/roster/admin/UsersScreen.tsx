/**
 * admin/users (docs/requirements.md, "Admin screens", "Constants"): every owner's profile, sortable, with the authenticated flag editable.
 * The flag is the association's verification of a resident (docs/authorization.md): only an
 * administrator ticks it, and owners who wait for it carry a badge and can be listed alone. Below,
 * administrators see the accounts that never signed in or never verified their e-mail address.
 * The "By unit" view lists the roster's units with their people, registered or not (docs/requirements.md, "The unit roster").
 */
import { useCallback, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { ADMIN_SCREENS, Messages, awaitsVerification, type Profile, displayName } from '@hearth/common';
import { useAuth } from '../../../shared/auth';
import { useCommonText, useLocale } from '../../../shared/i18n';
import { SortableTh, Table } from '../../../shared/ui';
import { userMutations, usersQuery } from '../api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { CellCheck } from '../../../shared/editable-list/cells';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import { formatRegistrationDate } from '../../../shared/format';
import styles from '../../../shared/editable-list/admin.module.css';
import { UsersByUnit } from './UsersByUnit';
import { WaitingAccounts } from './WaitingAccounts';
import { INITIAL_USERS_SORT, nextUsersSort, sortUsers, USER_COLUMNS, type UsersSort } from './usersSort';

const fullName = (p: Profile) => `${p.lastName}, ${p.firstName}`;

export function UsersScreen() {
  const { userName, isAdmin } = useAuth();
  const { i18n } = useLocale();
  const text = useCommonText();
  const [sort, setSort] = useState<UsersSort>(INITIAL_USERS_SORT);
  const [waitingOnly, setWaitingOnly] = useState(false);
  const [byUnit, setByUnit] = useState(false);
  const sorted = useCallback((rows: Profile[]) => sortUsers(rows, sort), [sort]);
  const list = useEditableList({
    query: usersQuery(),
    save: userMutations.update(userName),
    savedMessage: Messages.usersUpdated,
    sort: sorted,
  });

  const waiting = list.rows.filter((p) => awaitsVerification(list.state.originals[p.id] ?? p));
  const shown = waitingOnly ? waiting : list.rows;
  const direction = (key: UsersSort['key']) => (sort.key !== key ? 'none' : sort.ascending ? 'ascending' : 'descending');
  return (
    <AdminListScreen
      title={ADMIN_SCREENS.users.title}
      list={list}
      intro={
        <>
          <fieldset className={styles.views}>
            <legend>{i18n._(msg`Show`)}</legend>
            <label>
              <input type="radio" name="users-view" checked={!byUnit} onChange={() => setByUnit(false)} /> {i18n._(msg`By person`)}
            </label>
            <label>
              <input type="radio" name="users-view" checked={byUnit} onChange={() => setByUnit(true)} /> {i18n._(msg`By unit`)}
            </label>
          </fieldset>
          {!byUnit && (
            <label className={styles.filter}>
              <input type="checkbox" checked={waitingOnly} onChange={(e) => setWaitingOnly(e.target.checked)} />{' '}
              {i18n._(msg`Only residents awaiting verification (${waiting.length})`)}
            </label>
          )}
        </>
      }
    >
      {byUnit ? (
        <UsersByUnit canInvite={isAdmin} />
      ) : (
        <Table caption={i18n._(msg`Users`)}>
          <thead>
            <tr>
              {USER_COLUMNS.map((c) => (
                <SortableTh key={c.key} direction={direction(c.key)} onSort={() => setSort((s) => nextUsersSort(s, c.key))}>
                  {i18n._(c.header)}
                </SortableTh>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={USER_COLUMNS.length} className={styles.empty}>
                  {!list.loaded
                    ? text(Messages.loadingData)
                    : waitingOnly
                      ? i18n._(msg`Nobody is awaiting verification.`)
                      : i18n._(msg`No users are registered yet.`)}
                </td>
              </tr>
            )}
            {shown.map((p) => (
              <tr key={p.id} className={list.isChanged(p.id) ? styles.changed : undefined} data-row-id={p.id}>
                <td>{fullName(p)}</td>
                <td>{p.userName}</td>
                <td>{p.unitNumber}</td>
                <td>{p.email}</td>
                <td>{p.userType}</td>
                <td>{formatRegistrationDate(p.registrationDate)}</td>
                <td>
                  <CellCheck
                    label={i18n._(msg`${displayName({ firstName: p.firstName, lastName: p.lastName })} is authenticated`)}
                    value={p.authenticated}
                    disabled={!isAdmin}
                    onChange={(authenticated) =>
                      authenticated === list.state.originals[p.id]?.authenticated
                        ? list.rollback(p.id)
                        : list.update(p.id, { authenticated })
                    }
                  />
                  {awaitsVerification(list.state.originals[p.id] ?? p) && (
                    <span className={styles.badge}>{text(Messages.awaitingVerification)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {isAdmin && <WaitingAccounts />}
    </AdminListScreen>
  );
}

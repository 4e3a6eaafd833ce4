/** admin/users (spec 2.4, 9): every owner's profile, sortable, with the authenticated flag editable. */
import { useCallback, useState } from 'react';
import { Messages, type Profile } from '@hearth/common';
import { useAuth } from '../../../shared/auth';
import { SortableTh, Table } from '../../../shared/ui';
import { userApi } from '../api';
import { AdminListScreen } from '../editable-list/AdminListScreen';
import { CellCheck } from '../editable-list/cells';
import { useEditableList } from '../editable-list/useEditableList';
import { showRegistration } from '../format';
import styles from '../editable-list/admin.module.css';
import { INITIAL_USERS_SORT, nextUsersSort, sortUsers, USER_COLUMNS, type UsersSort } from './usersSort';

const loadUsers = () => userApi.list('ownersOnly');
const fullName = (p: Profile) => `${p.lastName}, ${p.firstName}`;

export function UsersScreen() {
  const { userName } = useAuth();
  const [sort, setSort] = useState<UsersSort>(INITIAL_USERS_SORT);
  const sorted = useCallback((rows: Profile[]) => sortUsers(rows, sort), [sort]);
  const list = useEditableList<Profile>({
    queryKey: ['admin', 'users'],
    load: loadUsers,
    save: (changed) => userApi.update(changed, userName),
    savedMessage: Messages.usersUpdated,
    sort: sorted,
  });

  const direction = (key: UsersSort['key']) => (sort.key !== key ? 'none' : sort.ascending ? 'ascending' : 'descending');
  return (
    <AdminListScreen title="Admin: Users" list={list}>
      <Table caption="Users">
        <thead>
          <tr>
            {USER_COLUMNS.map((c) => (
              <SortableTh key={c.key} direction={direction(c.key)} onSort={() => setSort((s) => nextUsersSort(s, c.key))}>
                {c.header}
              </SortableTh>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows.length === 0 && (
            <tr>
              <td colSpan={USER_COLUMNS.length} className={styles.empty}>
                {list.loaded ? 'No users are registered yet.' : Messages.loadingData}
              </td>
            </tr>
          )}
          {list.rows.map((p) => (
            <tr key={p.id} className={list.isChanged(p.id) ? styles.changed : undefined} data-row-id={p.id}>
              <td>{fullName(p)}</td>
              <td>{p.userName}</td>
              <td>{p.unitNumber}</td>
              <td>{p.email}</td>
              <td>{p.userType}</td>
              <td>{showRegistration(p.registrationDate)}</td>
              <td>
                <CellCheck
                  label={`${p.firstName} ${p.lastName} is authenticated`}
                  value={p.authenticated}
                  onChange={(authenticated) =>
                    authenticated === list.state.originals[p.id]?.authenticated ? list.rollback(p.id) : list.update(p.id, { authenticated })
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </AdminListScreen>
  );
}

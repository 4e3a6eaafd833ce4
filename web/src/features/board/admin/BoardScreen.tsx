/** admin/board (docs/requirements.md, "Admin screens"): board directors; saving the active flag grants or revokes privileges. */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_SCREENS, Messages, type BoardDirector, type BoardRole, displayName } from '@hearth/common';
import { useAuth } from '../../../shared/auth';
import { boardKeys } from '../api';
import { boardMutations, boardQuery, boardRolesQuery } from '../api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { activeColumn, textColumn } from '../../../shared/editable-list/columns';
import { EditableTable, type EditableColumn } from '../../../shared/editable-list/EditableTable';
import { ArchivedPanel } from '../../../shared/archive/ArchiveActions';
import { archiveColumn } from '../../../shared/editable-list/archiveColumn';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import styles from '../../../shared/editable-list/admin.module.css';
import { DirectorAddForm } from './DirectorAddForm';
import { directorFromForm, roleIds, type DirectorAddForm as Values } from './directorForm.schema';

const fullName = (d: BoardDirector) => displayName(d);
const byPosition = (rows: BoardDirector[]) => [...rows].sort((a, b) => a.position - b.position || a.lastName.localeCompare(b.lastName));

function RolesCell({
  director,
  name,
  roles,
  update,
}: {
  director: BoardDirector;
  name: string;
  roles: BoardRole[];
  update(patch: Partial<BoardDirector>): void;
}) {
  const { t } = useLingui();
  return (
    <select
      multiple
      size={6}
      className={styles.cellInput}
      aria-label={t`Responsibilities of ${name}`}
      value={director.roles.map((r) => String(r.id))}
      onChange={(e) => {
        const ids = roleIds([...e.target.selectedOptions].map((o) => o.value));
        update({ roles: roles.filter((r) => ids.includes(r.id)) });
      }}
    >
      {roles.map((r) => (
        <option key={r.id} value={r.id}>
          {r.role}
        </option>
      ))}
    </select>
  );
}

export function BoardScreen() {
  const { t } = useLingui();
  const common = useCommonText();
  const { userName } = useAuth();
  const roles = useQuery(boardRolesQuery());
  const allRoles = roles.data ?? [];
  const list = useEditableList({
    query: boardQuery(),
    save: boardMutations.update(userName),
    add: boardMutations.add(userName),
    savedMessage: common(Messages.directorsUpdated),
    addedMessage: common(Messages.directorAdded),
    refreshFailedMessage: common(Messages.directorsRefreshFailed),
    sort: byPosition,
  });

  const text = (header: string, key: 'firstName' | 'lastName' | 'unitNumber' | 'phone' | 'email', type?: 'email' | 'tel') =>
    textColumn<BoardDirector>(header, key, type);
  const columns: EditableColumn<BoardDirector>[] = [
    {
      header: t`Responsibility`,
      view: (d) => d.roles.map((r) => r.role).join(', '),
      edit: (d, update, name) => <RolesCell director={d} name={name} roles={allRoles} update={update} />,
    },
    text(t`First Name`, 'firstName'),
    // The account the row's privileges go to, so directors see whom the row really names.
    { ...text(t`Last Name`, 'lastName'), view: (d) => <LastNameWithAccount director={d} /> },
    text(t`Unit`, 'unitNumber'),
    text(t`Phone`, 'phone', 'tel'),
    text(t`Email`, 'email', 'email'),
    activeColumn<BoardDirector>(),
    archiveColumn<BoardDirector>('board', boardKeys.board(), fullName, list.dirty),
  ];

  return (
    <AdminListScreen
      title={ADMIN_SCREENS.board.title}
      list={list}
      addLabel={ADMIN_SCREENS.board.addLabel}
      addForm={
        <DirectorAddForm
          roles={allRoles}
          busy={list.busy}
          onAdd={(values: Values) => void list.addItem(directorFromForm(values, allRoles))}
        />
      }
    >
      <EditableTable caption={t`Directors`} list={list} columns={columns} rowName={fullName} />
      <ArchivedPanel kind="board" listKey={boardKeys.board()} dirty={list.dirty} />
    </AdminListScreen>
  );
}

function LastNameWithAccount({ director }: { director: BoardDirector }) {
  const { t } = useLingui();
  const account = director.userName;
  return (
    <>
      {director.lastName}
      <span className={styles.account}>{account ? t`account: ${account}` : t`no linked account`}</span>
    </>
  );
}

/** admin/managers (docs/requirements.md, "Admin screens"): property managers with their logo. */
import { ADMIN_SCREENS, Messages, type PropertyManager } from '@hearth/common';
import { boardKeys } from '../api';
import { managerMutations, managersQuery } from '../api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { CellText } from '../../../shared/editable-list/cells';
import { activeColumn, textColumn } from '../../../shared/editable-list/columns';
import { EditableTable, type EditableColumn } from '../../../shared/editable-list/EditableTable';
import { ArchivedPanel } from '../../../shared/archive/ArchiveActions';
import { archiveColumn } from '../../../shared/editable-list/archiveColumn';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import styles from '../../../shared/editable-list/admin.module.css';
import { ManagerAddForm } from './ManagerAddForm';
import { managerFromForm } from './managerForm.schema';

type TextKey = 'phone' | 'afterHoursPhone' | 'fax' | 'email' | 'websiteUrl';

export function ManagersScreen() {
  const list = useEditableList({
    query: managersQuery(),
    save: managerMutations.update(),
    add: managerMutations.add(),
    savedMessage: Messages.managersUpdated,
    addedMessage: Messages.managerAdded,
    refreshFailedMessage: Messages.managersNotRefreshed,
    // A duplicate manager and a list that did not refresh are information, not errors (docs/requirements.md, "Validation", "Errors and success messages").
    notices: { duplicate: true, refreshFailed: true },
  });

  const text = (header: string, key: TextKey, type?: 'tel' | 'email' | 'url') => textColumn<PropertyManager>(header, key, type);
  const columns: EditableColumn<PropertyManager>[] = [
    {
      header: 'Name',
      view: (m) => (
        <>
          {m.logoUrl && <img src={m.logoUrl} alt="" className={styles.thumb} />} {m.name}
        </>
      ),
      edit: (m, update, name) => (
        <>
          <CellText label={`Name of ${name}`} value={m.name} onChange={(name) => update({ name })} />
          <FileUpload
            label={`Replace the logo of ${name}`}
            kind="image"
            area="managerlogo"
            current={m.logo}
            onUploaded={(logo) => update({ logo })}
          />
        </>
      ),
    },
    text('Phone', 'phone', 'tel'),
    text('After Hours', 'afterHoursPhone', 'tel'),
    text('Fax', 'fax', 'tel'),
    text('Email', 'email', 'email'),
    text('Web Site', 'websiteUrl', 'url'),
    activeColumn<PropertyManager>(),
    archiveColumn<PropertyManager>('managers', boardKeys.managers(), (m) => m.name, list.dirty),
  ];

  return (
    <AdminListScreen
      title={ADMIN_SCREENS.managers.title}
      list={list}
      addLabel={ADMIN_SCREENS.managers.addLabel}
      addForm={<ManagerAddForm busy={list.busy} onAdd={(values) => void list.addItem(managerFromForm(values))} />}
    >
      <EditableTable caption="Property Managers" list={list} columns={columns} rowName={(m) => m.name} />
      <ArchivedPanel kind="managers" listKey={boardKeys.managers()} dirty={list.dirty} />
    </AdminListScreen>
  );
}

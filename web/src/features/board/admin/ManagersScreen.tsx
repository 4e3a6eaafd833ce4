/** admin/managers (docs/requirements.md, "Admin screens"): property managers with their logo. */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
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
  const { t } = useLingui();
  const common = useCommonText();
  const list = useEditableList({
    query: managersQuery(),
    save: managerMutations.update(),
    add: managerMutations.add(),
    savedMessage: common(Messages.managersUpdated),
    addedMessage: common(Messages.managerAdded),
    refreshFailedMessage: common(Messages.managersNotRefreshed),
    // A duplicate manager and a list that did not refresh are information, not errors (docs/requirements.md, "Validation", "Errors and success messages").
    notices: { duplicate: true, refreshFailed: true },
  });

  const text = (header: string, key: TextKey, type?: 'tel' | 'email' | 'url') => textColumn<PropertyManager>(header, key, type);
  const columns: EditableColumn<PropertyManager>[] = [
    {
      header: t`Name`,
      view: (m) => (
        <>
          {m.logoUrl && <img src={m.logoUrl} alt="" className={styles.thumb} />} {m.name}
        </>
      ),
      edit: (m, update, name) => (
        <>
          <CellText label={t`Name of ${name}`} value={m.name} onChange={(name) => update({ name })} />
          <FileUpload
            label={t`Replace the logo of ${name}`}
            kind="image"
            area="managerlogo"
            current={m.logo}
            onUploaded={(logo) => update({ logo })}
          />
        </>
      ),
    },
    text(t`Phone`, 'phone', 'tel'),
    text(t`After Hours`, 'afterHoursPhone', 'tel'),
    text(t`Fax`, 'fax', 'tel'),
    text(t`Email`, 'email', 'email'),
    text(t`Web Site`, 'websiteUrl', 'url'),
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
      <EditableTable caption={t`Property Managers`} list={list} columns={columns} rowName={(m) => m.name} />
      <ArchivedPanel kind="managers" listKey={boardKeys.managers()} dirty={list.dirty} />
    </AdminListScreen>
  );
}

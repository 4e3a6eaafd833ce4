/** admin/newsletters, admin/minutes and admin/documents (docs/requirements.md, "Admin screens"): one screen, three settings. */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { readableFileName, type PortalDocument } from '@hearth/common';
import { documentKeys } from '../api';
import { documentMutations, editorDocumentsQuery } from './api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { CellDate, CellText } from '../../../shared/editable-list/cells';
import { EditableTable, type EditableColumn } from '../../../shared/editable-list/EditableTable';
import { ArchivedPanel } from '../../../shared/archive/ArchiveActions';
import { archiveColumn } from '../../../shared/editable-list/archiveColumn';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import { dateInputValue } from '../../../shared/format';
import { readerDay } from '../readerDay';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import { DocumentAddForm } from './DocumentAddForm';
import type { DocumentAddForm as Values } from './documentForm.schema';
import { DOCUMENT_SCREENS } from './documentScreens';
import { useNoticeColumn } from '../../../shared/notices/noticeColumn';

export function DocumentsScreen({ kind }: { kind: keyof typeof DOCUMENT_SCREENS }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const config = DOCUMENT_SCREENS[kind];
  const list = useEditableList({
    query: editorDocumentsQuery(config.header),
    save: documentMutations.update(config.header),
    add: documentMutations.add(),
    savedMessage: text(config.updated),
    addedMessage: text(config.added),
    sort: config.sort,
  });
  const notices = useNoticeColumn<PortalDocument>(kind);

  const columns: EditableColumn<PortalDocument>[] = [
    {
      header: t`Title`,
      view: (d) => d.title,
      edit: (d, update, name) => <CellText label={t`Title of ${name}`} value={d.title} onChange={(title) => update({ title })} />,
    },
    {
      header: t`Document Name`,
      // Shown under the name it downloads with; the stored name (random suffix) as a tooltip.
      view: (d) => <span title={d.documentName}>{readableFileName(d.title, d.documentName)}</span>,
      edit: (d, update, name) => (
        <FileUpload
          label={t`Replace the file of ${name}`}
          kind="pdf"
          area={config.area}
          current={d.documentName}
          onUploaded={(documentName) => update({ documentName })}
        />
      ),
    },
    {
      header: t`Document Date`,
      view: (d) => readerDay(i18n.locale, d.documentDate),
      edit: (d, update, name) => (
        <CellDate
          label={t`Document date of ${name}`}
          value={dateInputValue(d.documentDate)}
          onChange={(documentDate) => update({ documentDate })}
        />
      ),
    },
    notices,
    archiveColumn<PortalDocument>(kind, documentKeys.editor(config.header), (d) => d.title, list.dirty),
  ];

  const onAdd = (values: Values) =>
    void list.addItem({
      id: 0,
      documentFolder: '',
      docDate: values.documentDate,
      year: Number(values.documentDate.slice(0, 4)),
      link: '',
      ...values,
    });

  return (
    <AdminListScreen
      title={config.title}
      list={list}
      addLabel={config.addLabel}
      addForm={<DocumentAddForm config={config} onAdd={onAdd} busy={list.busy} />}
    >
      <EditableTable caption={i18n._(config.caption)} list={list} columns={columns} rowName={(d) => d.title} />
      <ArchivedPanel kind={kind} listKey={documentKeys.editor(config.header)} dirty={list.dirty} />
    </AdminListScreen>
  );
}

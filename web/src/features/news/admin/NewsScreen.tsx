/** admin/news (docs/requirements.md, "Admin screens"): news items with a picture. */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../../shared/i18n';
import { ADMIN_SCREENS, Messages, sortNewsNewestFirst, type NewsItem } from '@hearth/common';
import { newsKeys } from '../api';
import { newsMutations, newsQuery } from './api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { CellDate, CellText, CellTextArea } from '../../../shared/editable-list/cells';
import { activeColumn } from '../../../shared/editable-list/columns';
import { EditableTable, type EditableColumn } from '../../../shared/editable-list/EditableTable';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import { ArchivedPanel } from '../../../shared/archive/ArchiveActions';
import { archiveColumn } from '../../../shared/editable-list/archiveColumn';
import { dateInputValue } from '../../../shared/format';
import { readerDay } from './readerDay';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import styles from '../../../shared/editable-list/admin.module.css';
import newsStyles from './news.module.css';
import { NewsAddForm } from './NewsAddForm';
import { useNoticeColumn } from '../../../shared/notices/noticeColumn';
import { newsFromForm } from './newsForm.schema';

/** Published from 00:00 UTC of its publish day, as the server decides (news-item service). */
const isScheduled = (n: NewsItem) => n.active && n.publishDate > new Date().toISOString().slice(0, 10);

export function NewsScreen() {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const list = useEditableList({
    query: newsQuery(),
    save: newsMutations.update(),
    add: newsMutations.add(),
    savedMessage: text(Messages.newsUpdated),
    addedMessage: text(Messages.newsAdded),
    sort: sortNewsNewestFirst,
  });
  const notices = useNoticeColumn<NewsItem>('news');

  const columns: EditableColumn<NewsItem>[] = [
    {
      header: t`Date`,
      view: (n) => (
        <>
          {readerDay(i18n.locale, n.publishDate)}
          {isScheduled(n) && <div className={newsStyles.scheduled}>{t`Scheduled: residents see it from this day`}</div>}
        </>
      ),
      edit: (n, update, name) => (
        <CellDate
          label={t`Publishing date of ${name}`}
          value={dateInputValue(n.publishDate)}
          onChange={(publishDate) => update({ publishDate })}
        />
      ),
    },
    {
      header: t`Title`,
      view: (n) => n.title,
      edit: (n, update, name) => <CellText label={t`Title of ${name}`} value={n.title} onChange={(title) => update({ title })} />,
    },
    {
      header: t`Body`,
      view: (n) => n.body,
      edit: (n, update, name) => <CellTextArea label={t`Body of ${name}`} value={n.body} onChange={(body) => update({ body })} />,
    },
    {
      header: t`Picture`,
      view: (n) =>
        n.thumbnailUrl ? <img src={n.thumbnailUrl} alt={t`Picture of ${n.title}`} className={styles.thumb} /> : (n.thumbnail ?? ''),
      edit: (n, update, name) => (
        <FileUpload
          label={t`Replace the picture of ${name}`}
          kind="image"
          area="news"
          current={n.thumbnail}
          onUploaded={(thumbnail) => update({ thumbnail })}
        />
      ),
    },
    activeColumn<NewsItem>(),
    notices,
    archiveColumn<NewsItem>('news', newsKeys.editor(), (n) => n.title, list.dirty),
  ];

  return (
    <AdminListScreen
      title={ADMIN_SCREENS.news.title}
      list={list}
      addLabel={ADMIN_SCREENS.news.addLabel}
      addForm={<NewsAddForm busy={list.busy} onAdd={(values) => void list.addItem(newsFromForm(values))} />}
    >
      <EditableTable caption={t`News`} list={list} columns={columns} rowName={(n) => n.title} />
      <ArchivedPanel kind="news" listKey={newsKeys.editor()} dirty={list.dirty} />
    </AdminListScreen>
  );
}

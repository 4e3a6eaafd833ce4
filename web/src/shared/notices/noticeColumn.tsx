/** The "Notices" column of the news and document lists: how many residents each item's e-mail notice went to. */
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { NoticeMessages, type NoticeCount, type NoticeKind } from '@hearth/common';
import type { EditableColumn } from '../editable-list/EditableTable';
import { useCommonText, useLocale } from '../i18n';
import { noticeCountsQuery } from './api';

/** Nothing for an item that had no notice (the contract leaves it out). */
export const noticeCountText = (count: NoticeCount | undefined): string =>
  !count ? '' : count.pending > 0 ? NoticeMessages.sending(count.sent, count.pending) : NoticeMessages.sentTo(count.sent);

export function useNoticeColumn<T extends { id: number }>(kind: NoticeKind): EditableColumn<T> {
  const { i18n } = useLocale();
  const text = useCommonText();
  const counts = useQuery(noticeCountsQuery(kind));
  return { header: i18n._(msg`Notices`), view: (row) => text(noticeCountText(counts.data?.get(row.id))) };
}

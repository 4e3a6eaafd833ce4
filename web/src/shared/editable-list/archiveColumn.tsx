/** The Archive column of an admin list (Delete too for admins): the shared archive actions in a column. */
import { t } from '@lingui/core/macro';
import type { QueryKey } from '@tanstack/react-query';
import type { ArchiveKind } from '@hearth/common';
import { RowArchiveActions } from '../archive/ArchiveActions';
import type { EditableColumn } from './EditableTable';

export function archiveColumn<T extends { id: number }>(
  kind: ArchiveKind,
  listKey: QueryKey,
  rowName: (row: T) => string,
  dirty: boolean,
): EditableColumn<T> {
  return {
    header: t`Archive`,
    view: (row) => <RowArchiveActions kind={kind} listKey={listKey} id={row.id} name={rowName(row)} dirty={dirty} />,
  };
}

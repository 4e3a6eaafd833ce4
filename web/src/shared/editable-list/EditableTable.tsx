/**
 * The list view of an admin screen: an Action column (edit and rollback per row, docs/requirements.md, "Admin screens")
 * followed by the screen's columns, each drawn as text or, while the row is edited, as inputs.
 */
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Messages } from '@hearth/common';
import { useCommonText, useLocale } from '../i18n';
import { IconButton, Table } from '../ui';
import type { Identified } from './listState';
import type { EditableList } from './useEditableList';
import styles from './admin.module.css';

export interface EditableColumn<T> {
  header: string;
  /** Shown while the row is not edited. */
  view(row: T): ReactNode;
  /**
   * Shown while the row is edited; without it the view stays. `name` is the row's name from the
   * loaded copy, for input labels that do not change while the user types.
   */
  edit?(row: T, update: (patch: Partial<T>) => void, name: string): ReactNode;
}

interface Props<T extends Identified> {
  caption: string;
  list: EditableList<T>;
  columns: EditableColumn<T>[];
  /** How a row is named in the buttons' and inputs' accessible labels (from the loaded copy). */
  rowName(row: T): string;
  emptyText?: string;
}

export function EditableTable<T extends Identified>({ caption, list, columns, rowName, emptyText }: Props<T>) {
  const { i18n } = useLocale();
  const text = useCommonText();
  return (
    <Table caption={caption} columns={[i18n._(msg`Action`), ...columns.map((column) => column.header)]}>
      <tbody>
        {list.rows.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1} className={styles.empty}>
              {list.loaded ? (emptyText ?? i18n._(msg`Nothing to show yet.`)) : text(Messages.loadingData)}
            </td>
          </tr>
        )}
        {list.rows.map((row) => {
          const editing = list.isEditing(row.id);
          const name = rowName(list.state.originals[row.id] ?? row);
          const update = (patch: Partial<T>) => list.update(row.id, patch);
          return (
            <tr key={row.id} className={list.isChanged(row.id) ? styles.changed : undefined} data-row-id={row.id}>
              <td>
                <div className={styles.actions}>
                  <IconButton
                    label={editing ? i18n._(msg`Stop editing ${name}`) : i18n._(msg`Edit ${name}`)}
                    aria-pressed={editing}
                    onClick={() => list.toggleEdit(row.id)}
                  >
                    ✎
                  </IconButton>
                  <IconButton
                    label={i18n._(msg`Undo changes to ${name}`)}
                    onClick={(event) => {
                      const rowElement = event.currentTarget.closest('tr');
                      list.rollback(row.id);
                      // The Undo button turns disabled: keyboard and screen-reader users land on the restored row's Edit.
                      setTimeout(() => rowElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus());
                    }}
                    disabled={!list.isChanged(row.id)}
                  >
                    ↶
                  </IconButton>
                </div>
              </td>
              {columns.map((column) => (
                <td key={column.header}>{editing && column.edit ? column.edit(row, update, name) : column.view(row)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/**
 * Archive and delete for the rows of an admin list (the admin lists' screens, service requests,
 * amenities), beside the list's own edit/save pattern:
 * an Archive button per row (Undo in its toast), Delete for admins after a dialog naming the
 * row, and the archived rows of the list in a panel below with Restore and Delete.
 * Both reload the list, so they wait until the list has no unsaved changes.
 */
import { useState } from 'react';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { ArchiveKind, ArchivedItem } from '@hearth/common';
import { errorMessage } from '../api';
import { useAuth } from '../auth';
import { useCommonText, useLocale } from '../i18n';
import { Button, Panel, useToast } from '../ui';
import { Dialog, DialogClose } from '../ui/Dialog';
import { formatLoginTime } from '../format';
import { archiveMutation, archivedQuery } from './api';
import styles from './archive.module.css';

/** Reloads the list and its archived rows after an archive, restore or delete. */
function useArchiveActions(kind: ArchiveKind, listKey: QueryKey) {
  const { i18n } = useLocale();
  const text = useCommonText();
  const toast = useToast();
  const archive = useMutation(archiveMutation('archive', kind, listKey));
  const restoreRow = useMutation(archiveMutation('restore', kind, listKey));
  const removeRow = useMutation(archiveMutation('remove', kind, listKey));
  const run = async (work: () => Promise<{ messages: string[] }>, undo?: () => void) => {
    try {
      const outcome = await work();
      toast.success(
        outcome.messages.map((message) => text(message)).join('\n'),
        undo ? { action: { label: i18n._(msg`Undo`), onClick: undo } } : undefined,
      );
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };
  const restore = (id: number) => run(() => restoreRow.mutateAsync(id));
  return {
    archive: (id: number) =>
      run(
        () => archive.mutateAsync(id),
        () => void restore(id),
      ),
    restore,
    remove: (id: number) => run(() => removeRow.mutateAsync(id)),
  };
}

/** Delete, for admins, after a confirmation dialog that names the row. */
function DeleteButton({ name, onConfirm }: { name: string; onConfirm(): Promise<boolean> }) {
  const { i18n } = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      // ICU reads an apostrophe before a placeholder as quoting it: doubled, it is the apostrophe itself.
      title={i18n._(msg`Delete ''${name}''?`)}
      description={i18n._(msg`It is removed for good, with its file. Archive it instead to keep it.`)}
      trigger={
        <Button size="small" variant="danger" aria-label={i18n._(msg`Delete ${name}`)}>
          {i18n._(msg`Delete`)}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{i18n._(msg`Cancel`)}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              if (await onConfirm()) setOpen(false);
              setBusy(false);
            }}
          >
            {i18n._(msg`Delete for good`)}
          </Button>
        </>
      }
    />
  );
}

export function RowArchiveActions({
  kind,
  listKey,
  id,
  name,
  dirty,
}: {
  kind: ArchiveKind;
  listKey: QueryKey;
  id: number;
  name: string;
  dirty: boolean;
}) {
  const { isAdmin } = useAuth();
  const { i18n } = useLocale();
  const actions = useArchiveActions(kind, listKey);
  if (id <= 0) return null;
  return (
    <div className={styles.row}>
      <Button
        size="small"
        variant="secondary"
        disabled={dirty}
        title={dirty ? i18n._(msg`Save or undo your changes first.`) : undefined}
        aria-label={i18n._(msg`Archive ${name}`)}
        onClick={() => void actions.archive(id)}
      >
        {i18n._(msg`Archive`)}
      </Button>
      {isAdmin && !dirty && <DeleteButton name={name} onConfirm={() => actions.remove(id)} />}
    </div>
  );
}

/** The archived rows of a list, restorable (and deletable by admins). */
export function ArchivedPanel({ kind, listKey, dirty }: { kind: ArchiveKind; listKey: QueryKey; dirty: boolean }) {
  const { isAdmin } = useAuth();
  const { i18n } = useLocale();
  const actions = useArchiveActions(kind, listKey);
  const archived = useQuery(archivedQuery(kind));
  const items: ArchivedItem[] = archived.data ?? [];
  if (items.length === 0) return null;
  return (
    <Panel title={i18n._(msg`Archived (${items.length})`)} as="h2">
      <ul className={styles.list} data-testid="archived">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span>
              {item.title} <span className={styles.muted}>{i18n._(msg`archived ${formatLoginTime(item.archivedAt)}`)}</span>
            </span>
            <Button
              size="small"
              variant="secondary"
              disabled={dirty}
              title={dirty ? i18n._(msg`Save or undo your changes first.`) : undefined}
              aria-label={i18n._(msg`Restore ${item.title}`)}
              onClick={() => void actions.restore(item.id)}
            >
              {i18n._(msg`Restore`)}
            </Button>
            {isAdmin && <DeleteButton name={item.title} onConfirm={() => actions.remove(item.id)} />}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

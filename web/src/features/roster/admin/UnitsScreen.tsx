/**
 * admin/units (docs/requirements.md, "The unit roster"): the roster's units, their entitlement and
 * people, registered or not. Administrators edit it, add, correct and remove a unit or a person
 * one at a time, import it from CSV (with a preview) and invite the people who have not
 * registered; directors read it and export it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { ADMIN_SCREENS, Messages, type RosterUnitView } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useAuth } from '../../../shared/auth';
import { useCommonText, useLocale } from '../../../shared/i18n';
import { Button, ButtonRow, Message, Table, useSpinner, useToast } from '../../../shared/ui';
import { exportRoster, inviteAllMutation, unitMutations, unitsQuery, rosterKeys, rosterVotesQuery } from '../api';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { CellNumber } from '../../../shared/editable-list/cells';
import { textColumn } from '../../../shared/editable-list/columns';
import { EditableTable, type EditableColumn } from '../../../shared/editable-list/EditableTable';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import { RosterPeople, rosterUnitName } from './RosterPeople';
import { RosterImport } from './RosterImport';
import { UnitAddForm } from './UnitAddForm';
import { PersonDialog, RemoveDialog } from './UnitEdits';
import { unitFromForm } from './unitForm.schema';

function ExportButton() {
  const { i18n } = useLocale();
  const toast = useToast();
  const spinner = useSpinner();
  return (
    <ButtonRow>
      <Button variant="secondary" onClick={() => void spinner.track(exportRoster()).catch((e: unknown) => toast.error(errorMessage(e)))}>
        {i18n._(msg`Export CSV`)}
      </Button>
    </ButtonRow>
  );
}

/** "Invite every unregistered owner": one e-mail each, not again within a day (docs/requirements.md, "The unit roster"). */
function InviteAllButton({ dirty }: { dirty: boolean }) {
  const { i18n } = useLocale();
  const toast = useToast();
  const spinner = useSpinner();
  const queryClient = useQueryClient();
  const inviteAll = useMutation(inviteAllMutation());
  return (
    <ButtonRow>
      <Button
        variant="secondary"
        disabled={inviteAll.isPending}
        onClick={() =>
          void spinner
            .track(inviteAll.mutateAsync())
            .then((answer) => {
              toast.success(answer.message);
              // Each invited owner's "invited" date shows at once: the roster is read again, unless that
              // would wipe edits not saved yet (then it is read on the next visit).
              void queryClient.invalidateQueries({ queryKey: rosterKeys.units(), refetchType: dirty ? 'none' : 'active' });
            })
            .catch((e: unknown) => toast.error(errorMessage(e)))
        }
      >
        {i18n._(msg`Invite every unregistered owner`)}
      </Button>
    </ButtonRow>
  );
}

export function UnitsScreen() {
  const { isAdmin } = useAuth();
  const { i18n } = useLocale();
  const text = useCommonText();
  const list = useEditableList({
    query: unitsQuery(),
    save: isAdmin ? unitMutations.update() : undefined,
    add: isAdmin ? unitMutations.add() : undefined,
    savedMessage: Messages.unitsUpdated,
    addedMessage: Messages.unitsAdded,
  });

  // An open vote fixed its units and their entitlement when it opened: the roster's edits do not reach it.
  const openVotes = (useQuery(rosterVotesQuery()).data ?? []).filter((v) => v.status === 'open');

  const columns: EditableColumn<RosterUnitView>[] = [
    textColumn<RosterUnitView>(i18n._(msg`Unit`), 'number'),
    textColumn<RosterUnitView>(i18n._(msg`Street`), 'street'),
    {
      header: i18n._(msg`Entitlement`),
      view: (u) => String(u.entitlement),
      edit: (u, update, name) => (
        <CellNumber label={i18n._(msg`Entitlement of ${name}`)} value={u.entitlement} onChange={(entitlement) => update({ entitlement })} />
      ),
    },
    {
      header: i18n._(msg`People`),
      view: (u) =>
        isAdmin ? (
          // One person at a time (docs/requirements.md, "The unit roster").
          <>
            <RosterPeople
              unit={u}
              canInvite
              actions={(m) => (
                <>
                  {' '}
                  <PersonDialog unit={u} member={m} /> <RemoveDialog unit={u} member={m} />
                </>
              )}
            />
            <PersonDialog unit={u} />
          </>
        ) : (
          <RosterPeople unit={u} canInvite={false} />
        ),
    },
    ...(isAdmin ? [{ header: i18n._(msg`Remove`), view: (u: RosterUnitView) => <RemoveDialog unit={u} /> }] : []),
  ];

  const screen = ADMIN_SCREENS.units;
  return (
    <AdminListScreen
      title={screen.title}
      list={list}
      addLabel={isAdmin ? screen.addLabel : undefined}
      addForm={isAdmin ? <UnitAddForm busy={list.busy} onAdd={(values) => void list.addItem(unitFromForm(values))} /> : undefined}
      intro={
        <>
          <ExportButton />
          {isAdmin && <InviteAllButton dirty={list.dirty} />}
          {isAdmin && <RosterImport />}
          {openVotes.length > 0 && <Message tone="info">{text(Messages.rosterEditsOpenVotes(openVotes.map((v) => v.title)))}</Message>}
        </>
      }
    >
      {isAdmin ? (
        <EditableTable
          caption={i18n._(msg`Units`)}
          list={list}
          columns={columns}
          rowName={rosterUnitName}
          emptyText={i18n._(msg`No units on the roster yet.`)}
        />
      ) : (
        <Table caption={i18n._(msg`Units`)} columns={columns.map((c) => c.header)}>
          <tbody>
            {list.rows.map((u) => (
              <tr key={u.id}>
                {columns.map((c) => (
                  <td key={c.header}>{c.view(u)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </AdminListScreen>
  );
}

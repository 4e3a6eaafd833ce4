/**
 * The people of a roster unit, registered or not, with the invitation e-mail for those who are not
 * (docs/requirements.md, "The unit roster"): shown on "Admin: Units" and on the users screen's "By unit" view.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { displayName, type RosterUnitView } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { Button, useSpinner, useToast } from '../../../shared/ui';
import { inviteMutation, rosterKeys } from '../api';
import styles from '../../../shared/editable-list/admin.module.css';

const RELATION_LABELS = { owner: 'Owner', tenant: 'Tenant', propmgr: 'Property manager' } as const;

export const rosterUnitName = (u: RosterUnitView) => `${u.number}, ${u.street}`;

/** The day and time of the last invitation, in the reader's locale. */
const invitedOn = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Only administrators invite (docs/authorization.md); directors read. `actions`: more buttons per person (Admin: Units). */
export function RosterPeople({
  unit,
  canInvite,
  actions,
}: {
  unit: RosterUnitView;
  canInvite: boolean;
  actions?: (member: RosterUnitView['members'][number]) => ReactNode;
}) {
  const toast = useToast();
  const spinner = useSpinner();
  const queryClient = useQueryClient();
  const invite = useMutation(inviteMutation());
  // Shown at once, without reloading the roster (which may hold edits not saved yet).
  const [invitedNow, setInvitedNow] = useState<Record<number, string>>({});
  if (unit.members.length === 0) return <span className={styles.small}>Nobody listed</span>;
  return (
    <ul className={styles.people}>
      {unit.members.map((m) => (
        <li key={m.id}>
          {displayName(m)} ({RELATION_LABELS[m.relation]}, {m.email}){' '}
          <span className={m.registered ? styles.small : styles.badge}>{m.registered ? 'registered' : 'not registered'}</span>
          {!m.registered && (invitedNow[m.id] ?? m.invitedAt) && (
            <span className={styles.small}> invited {invitedOn(invitedNow[m.id] ?? m.invitedAt!)}</span>
          )}
          {canInvite && !m.registered && (
            <Button
              variant="secondary"
              size="small"
              // A double click sends one invitation (the server also refuses a second within a minute).
              disabled={invite.isPending}
              aria-label={`Invite ${displayName(m)} to register`}
              onClick={() =>
                void spinner
                  .track(invite.mutateAsync(m.id))
                  .then((answer) => {
                    toast.success(answer.message);
                    setInvitedNow((now) => ({ ...now, [m.id]: new Date().toISOString() }));
                    // The other roster screen reads the date on its next visit, not from a stale copy.
                    void queryClient.invalidateQueries({ queryKey: rosterKeys.units(), refetchType: 'none' });
                  })
                  .catch((e: unknown) => toast.error(errorMessage(e)))
              }
            >
              Invite
            </Button>
          )}
          {actions?.(m)}
        </li>
      ))}
    </ul>
  );
}

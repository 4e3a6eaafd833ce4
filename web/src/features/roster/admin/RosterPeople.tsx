/**
 * The people of a roster unit, registered or not, with the invitation e-mail for those who are not
 * (docs/requirements.md, "The unit roster"): shown on "Admin: Units" and on the users screen's "By unit" view.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { displayName, type RosterUnitView } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useLocale } from '../../../shared/i18n';
import { Button, useSpinner, useToast } from '../../../shared/ui';
import { inviteMutation, rosterKeys } from '../api';
import styles from '../../../shared/editable-list/admin.module.css';

export const rosterUnitName = (u: RosterUnitView) => `${u.number}, ${u.street}`;

/** How a person stands to their unit, in the reader's language. */
export function useRelationLabels(): Record<RosterUnitView['members'][number]['relation'], string> {
  const { i18n } = useLocale();
  return {
    owner: i18n._(msg({ message: 'Owner', context: 'relation to the unit' })),
    tenant: i18n._(msg`Tenant`),
    propmgr: i18n._(msg({ message: 'Property manager', context: 'relation to the unit' })),
  };
}

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
  const { i18n } = useLocale();
  const relationLabels = useRelationLabels();
  const toast = useToast();
  const spinner = useSpinner();
  const queryClient = useQueryClient();
  const invite = useMutation(inviteMutation());
  // Shown at once, without reloading the roster (which may hold edits not saved yet).
  const [invitedNow, setInvitedNow] = useState<Record<number, string>>({});
  if (unit.members.length === 0) return <span className={styles.small}>{i18n._(msg`Nobody listed`)}</span>;
  return (
    <ul className={styles.people}>
      {unit.members.map((m) => (
        <li key={m.id}>
          {displayName(m)} ({relationLabels[m.relation]}, {m.email}){' '}
          <span className={m.registered ? styles.small : styles.badge}>
            {m.registered ? i18n._(msg`registered`) : i18n._(msg`not registered`)}
          </span>
          {!m.registered && (invitedNow[m.id] ?? m.invitedAt) && (
            <span className={styles.small}> {i18n._(msg`invited ${invitedOn(invitedNow[m.id] ?? m.invitedAt!)}`)}</span>
          )}
          {canInvite && !m.registered && (
            <Button
              variant="secondary"
              size="small"
              // A double click sends one invitation (the server also refuses a second within a minute).
              disabled={invite.isPending}
              aria-label={i18n._(msg`Invite ${displayName(m)} to register`)}
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
              {i18n._(msg`Invite`)}
            </Button>
          )}
          {actions?.(m)}
        </li>
      ))}
    </ul>
  );
}

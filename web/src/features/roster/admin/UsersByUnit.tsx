/**
 * The users screen's "By unit" view (docs/requirements.md, "The unit roster"): each roster unit with its
 * people, who is registered and who is not, and the invitation for those who are not
 * (administrators only; directors read).
 */
import { useQuery } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { Table } from '../../../shared/ui';
import { unitsQuery } from '../api';
import { RosterPeople, rosterUnitName } from './RosterPeople';
import styles from '../../../shared/editable-list/admin.module.css';

export function UsersByUnit({ canInvite }: { canInvite: boolean }) {
  const units = useQuery(unitsQuery());
  const rows = units.data ?? [];
  return (
    <Table caption="Users by unit" columns={['Unit', 'Registered', 'People']}>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3} className={styles.empty}>
              {units.isPending ? Messages.loadingData : 'No units on the roster yet.'}
            </td>
          </tr>
        )}
        {rows.map((u) => (
          <tr key={u.id}>
            <th scope="row">{rosterUnitName(u)}</th>
            <td>
              {u.members.filter((m) => m.registered).length} of {u.members.length}
            </td>
            <td>
              <RosterPeople unit={u} canInvite={canInvite} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

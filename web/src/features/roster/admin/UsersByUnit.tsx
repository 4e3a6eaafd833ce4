/**
 * The users screen's "By unit" view (docs/requirements.md, "The unit roster"): each roster unit with its
 * people, who is registered and who is not, and the invitation for those who are not
 * (administrators only; directors read).
 */
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Messages } from '@hearth/common';
import { useCommonText, useLocale } from '../../../shared/i18n';
import { Table } from '../../../shared/ui';
import { unitsQuery } from '../api';
import { RosterPeople, rosterUnitName } from './RosterPeople';
import styles from '../../../shared/editable-list/admin.module.css';

export function UsersByUnit({ canInvite }: { canInvite: boolean }) {
  const { i18n } = useLocale();
  const text = useCommonText();
  const units = useQuery(unitsQuery());
  const rows = units.data ?? [];
  return (
    <Table caption={i18n._(msg`Users by unit`)} columns={[i18n._(msg`Unit`), i18n._(msg`Registered`), i18n._(msg`People`)]}>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3} className={styles.empty}>
              {units.isPending ? text(Messages.loadingData) : i18n._(msg`No units on the roster yet.`)}
            </td>
          </tr>
        )}
        {rows.map((u) => (
          <tr key={u.id}>
            <th scope="row">{rosterUnitName(u)}</th>
            <td>{i18n._(msg`${u.members.filter((m) => m.registered).length} of ${u.members.length}`)}</td>
            <td>
              <RosterPeople unit={u} canInvite={canInvite} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * admin/activity, 'Admin: Activity' (admin only): who changed what, newest first, through the
 * portal or the Strapi admin panel; filtered by person, kind and days, one page at a time.
 */
import { useLingui } from '@lingui/react/macro';
import { actionLabel, kindLabel, surfaceLabel } from './labels';
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_SCREENS, ACTIVITY_KINDS, type ActivityKind } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { usePageVisit } from '../../shared/auth';
import { Button, DateField, Message, Page, Pager, SelectField, Table, TextField, useToast } from '../../shared/ui';
import { formatLoginTime } from '../../shared/format';
import { ACTIVITY_PAGE_SIZE, activityQuery } from './api';
import { describeChange } from './describeChange';
import styles from './activity.module.css';

interface Filters {
  person: string;
  kind: ActivityKind | '';
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { person: '', kind: '', from: '', to: '' };

export function ActivityScreen() {
  usePageVisit(ADMIN_SCREENS.activity.title);
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const activity = useQuery(activityQuery({ ...filters }, page));
  useEffect(() => {
    if (activity.error) toast.error(errorMessage(activity.error));
  }, [activity.error, toast]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const byPerson = (person: string) => {
    const next = { ...draft, person };
    setDraft(next);
    setFilters(next);
    setPage(1);
  };

  const rows = activity.data?.rows ?? [];
  const total = activity.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));

  return (
    <Page title={t`Admin: Activity`}>
      <form className={styles.filters} onSubmit={apply} aria-label={t`Filter the activity`}>
        <TextField
          label={t`Person (part of the user name or name)`}
          value={draft.person}
          onChange={(e) => setDraft({ ...draft, person: e.target.value })}
        />
        <SelectField
          label={t`Kind`}
          value={draft.kind}
          placeholder={t`All kinds`}
          options={ACTIVITY_KINDS.map((k) => ({ value: k, label: kindLabel(i18n, k) }))}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as ActivityKind | '' })}
        />
        <DateField
          label={t({ message: 'From', context: 'first day of a date range' })}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <DateField
          label={t({ message: 'To', context: 'last day of a date range' })}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className={styles.actions}>
          <Button type="submit">{t`Filter`}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            {t`Clear`}
          </Button>
        </div>
      </form>

      {activity.isSuccess && rows.length === 0 && (
        <Message tone="info" role="status">
          {t`No activity matches these filters.`}
        </Message>
      )}
      {rows.length > 0 && (
        <Table caption={t`Activity (${total})`} data-testid="activity" columns={[t`When`, t`Who`, t`Kind`, t`Item`, t`Changes`]}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-person={r.actorName}>
                <td>{formatLoginTime(r.at)}</td>
                <td>
                  <Button variant="link" onClick={() => byPerson(r.actorName)} title={t`Show only this person's changes`}>
                    {r.actorName}
                  </Button>
                  <div className={styles.muted}>{surfaceLabel(i18n, r.surface)}</div>
                </td>
                <td>
                  {kindLabel(i18n, r.kind)}
                  <div className={styles.muted}>{actionLabel(i18n, r.action)}</div>
                </td>
                <td>
                  {r.itemTitle || '—'} <span className={styles.muted}>#{r.itemId}</span>
                </td>
                <td>
                  <ul className={styles.changes}>
                    {r.changes.map((c) => (
                      <li key={c.field}>{describeChange(c, { yes: t`Yes`, no: t`No` })}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager page={page} lastPage={lastPage} onPage={setPage} />
    </Page>
  );
}

/**
 * reports/logins, 'User Logins Report' (docs/requirements.md §2.4, §4, §8): choose a user (or all), a report type,
 * then a user's login dates with their page counts, then the pages of one login.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Messages, REPORT_TYPES, type ReportRow, type ReportType, displayName } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { usePageVisit } from '../../../shared/auth';
import { Button, Message, Page, Pager, Panel, SelectField, Table, useToast } from '../../../shared/ui';
import { formatLoginTime } from '../../../shared/format';
import { ALL_USERS, NO_USER, loginsOfType, pagesCountOf, REPORT_TYPE_LABELS } from './reportFilter';
import { loginPagesQuery, REPORT_PAGE_SIZE, reportProfilesQuery, reportQuery, userLoginsQuery } from '../api';
import styles from './report.module.css';

const REPORT_TITLE = 'User Logins Report';

const fullName = (r: { firstName: string; lastName: string; removed?: boolean }) =>
  displayName({ firstName: r.firstName, lastName: r.lastName }) + (r.removed ? ' (removed)' : '');

export function LoginsReport() {
  usePageVisit(REPORT_TITLE);
  const toast = useToast();
  const [profileId, setProfileId] = useState(NO_USER);
  const [type, setType] = useState<ReportType>('lastLogin');
  const [page, setPage] = useState(1);
  const [chosenRow, setChosenRow] = useState<number | null>(null);
  const [chosenLogin, setChosenLogin] = useState<number | null>(null);

  const profiles = useQuery(reportProfilesQuery());
  const report = useQuery(reportQuery(profileId, type, page, profileId >= ALL_USERS));
  const userLogins = useQuery(userLoginsQuery(chosenRow));
  const pages = useQuery(loginPagesQuery(chosenLogin));

  useErrorToast(profiles.error);
  useErrorToast(report.error);
  useErrorToast(userLogins.error);
  useErrorToast(pages.error);

  const options = useMemo(
    () => [
      { value: ALL_USERS, label: 'All Users' },
      ...[...(profiles.data ?? [])]
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
        .map((p) => ({ value: p.id, label: `${p.lastName}, ${p.firstName} (${p.userName})` })),
    ],
    [profiles.data],
  );

  const chooseUser = (value: string) => {
    const id = value === '' ? NO_USER : Number(value);
    if (!Number.isInteger(id) || id < NO_USER) {
      toast.error(Messages.reportInvalidProfile);
      return;
    }
    setProfileId(id);
    setPage(1);
    setChosenRow(null);
    setChosenLogin(null);
  };
  const chooseType = (next: ReportType) => {
    setType(next);
    setPage(1);
    setChosenLogin(null);
  };

  const rows: ReportRow[] = report.data?.rows ?? [];
  const total = report.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / (report.data?.pageSize ?? REPORT_PAGE_SIZE)));
  const chosen = rows.find((r) => r.id === chosenRow) ?? null;
  const logins = useMemo(() => loginsOfType(userLogins.data ?? [], type, new Date()).sort((a, b) => b.id - a.id), [userLogins.data, type]);
  const chosenLoginRecord = logins.find((l) => l.id === chosenLogin) ?? null;

  return (
    <Page title={REPORT_TITLE}>
      <div className={styles.controls}>
        <SelectField
          label="User"
          value={profileId === NO_USER ? '' : String(profileId)}
          placeholder="Select a user"
          options={options}
          onChange={(e) => chooseUser(e.target.value)}
          disabled={!profiles.isSuccess}
        />
        <fieldset className={styles.types}>
          <legend>Report type</legend>
          {REPORT_TYPES.map((t) => (
            <label key={t} className={styles.radio}>
              <input type="radio" name="reportType" value={t} checked={type === t} onChange={() => chooseType(t)} /> {REPORT_TYPE_LABELS[t]}
            </label>
          ))}
        </fieldset>
      </div>

      {profileId >= ALL_USERS && report.isSuccess && rows.length === 0 && (
        <Message tone="info" role="status">
          {Messages.reportNoLogins}
        </Message>
      )}

      {rows.length > 0 && (
        <Table caption={`Users (${total})`} data-testid="report-users" columns={['User', 'Full Name', 'User Type', 'Unit', 'Logins']}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className={r.id === chosenRow ? styles.chosen : undefined} data-user={r.userName}>
                <td>
                  <Button
                    variant={r.id === chosenRow ? 'selected' : 'link'}
                    aria-pressed={r.id === chosenRow}
                    onClick={() => {
                      setChosenRow(r.id);
                      setChosenLogin(null);
                    }}
                  >
                    {r.userName}
                  </Button>
                </td>
                <td>{fullName(r)}</td>
                <td>{r.userType}</td>
                <td>{r.unitNumber}</td>
                <td data-testid="logins-count">{r.loginsCount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager page={page} lastPage={lastPage} onPage={setPage} />

      <div className={styles.details}>
        {chosen && userLogins.isSuccess && (
          <Panel title={`Logins of ${fullName(chosen)}`} as="h2">
            {logins.length === 0 ? (
              <Message tone="info">{Messages.reportNoLogins}</Message>
            ) : (
              <ul className={styles.list} data-testid="report-logins">
                {logins.map((l) => (
                  <li key={l.id}>
                    <Button
                      variant={l.id === chosenLogin ? 'selected' : 'link'}
                      aria-pressed={l.id === chosenLogin}
                      onClick={() => setChosenLogin(l.id)}
                    >
                      {formatLoginTime(l.loginDateTime)}
                    </Button>{' '}
                    <span className={styles.count}>
                      {pagesCountOf(l)} {pagesCountOf(l) === 1 ? 'page' : 'pages'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
        {chosenLoginRecord && pages.isSuccess && (
          <Panel title={`Pages visited on ${formatLoginTime(chosenLoginRecord.loginDateTime)}`} as="h2">
            {pages.data.length === 0 ? (
              <Message tone="info">{Messages.reportNoPages}</Message>
            ) : (
              <ol className={styles.list} data-testid="report-pages">
                {pages.data.map((p) => (
                  <li key={p.id}>
                    {p.pageName} <span className={styles.count}>{formatLoginTime(p.visitedAt)}</span>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        )}
      </div>
    </Page>
  );
}

/** A failed load shows as an error toast and the spinner goes away (docs/requirements.md §8). */
function useErrorToast(error: unknown) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(errorMessage(error));
  }, [error, toast]);
}

/**
 * reports/logins, 'User Logins Report' (docs/requirements.md §2.4, §4, §8): choose a user (or all), a report type,
 * then a user's login dates with their page counts, then the pages of one login.
 */
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCommonText } from '../../../shared/i18n';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Messages, REPORT_TYPES, type ReportRow, type ReportType, displayName } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { usePageVisit } from '../../../shared/auth';
import { Button, Message, Page, Pager, Panel, SelectField, Table, useToast } from '../../../shared/ui';
import { formatLoginTime } from '../../../shared/format';
import { ALL_USERS, NO_USER, loginsOfType, pagesCountOf } from './reportFilter';
import { loginPagesQuery, REPORT_PAGE_SIZE, reportProfilesQuery, reportQuery, userLoginsQuery } from '../api';
import styles from './report.module.css';

const REPORT_TITLE = 'User Logins Report';

/** A person's name, and " (removed)" in the reader's language for an account since removed. */
const fullName = (r: { firstName: string; lastName: string; removed?: boolean }, removed = ' (removed)') =>
  displayName({ firstName: r.firstName, lastName: r.lastName }) + (r.removed ? removed : '');

const TYPE_WORDS: Record<ReportType, MessageDescriptor> = {
  lastLogin: msg`Last Login`,
  lastWeek: msg`Last Week`,
  lastMonth: msg`Last Month`,
  all: msg`All Logins`,
};

export function LoginsReport() {
  usePageVisit(REPORT_TITLE);
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const removed = ' ' + t`(removed)`;
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
      { value: ALL_USERS, label: t`All Users` },
      ...[...(profiles.data ?? [])]
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
        .map((p) => ({ value: p.id, label: `${p.lastName}, ${p.firstName} (${p.userName})` })),
    ],
    [profiles.data, t],
  );

  const chooseUser = (value: string) => {
    const id = value === '' ? NO_USER : Number(value);
    if (!Number.isInteger(id) || id < NO_USER) {
      toast.error(text(Messages.reportInvalidProfile));
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
  const chosenName = chosen ? fullName(chosen, removed) : '';
  const loginTime = chosenLoginRecord ? formatLoginTime(chosenLoginRecord.loginDateTime) : '';

  return (
    <Page title={t`User Logins Report`}>
      <div className={styles.controls}>
        <SelectField
          label={t`User`}
          value={profileId === NO_USER ? '' : String(profileId)}
          placeholder={t`Select a user`}
          options={options}
          onChange={(e) => chooseUser(e.target.value)}
          disabled={!profiles.isSuccess}
        />
        <fieldset className={styles.types}>
          <legend>{t`Report type`}</legend>
          {REPORT_TYPES.map((each) => (
            <label key={each} className={styles.radio}>
              <input type="radio" name="reportType" value={each} checked={type === each} onChange={() => chooseType(each)} />{' '}
              {i18n._(TYPE_WORDS[each])}
            </label>
          ))}
        </fieldset>
      </div>

      {profileId >= ALL_USERS && report.isSuccess && rows.length === 0 && (
        <Message tone="info" role="status">
          {text(Messages.reportNoLogins)}
        </Message>
      )}

      {rows.length > 0 && (
        <Table caption={t`Users (${total})`} data-testid="report-users" columns={[t`User`, t`Full Name`, t`User Type`, t`Unit`, t`Logins`]}>
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
                <td>{fullName(r, removed)}</td>
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
          <Panel title={t`Logins of ${chosenName}`} as="h2">
            {logins.length === 0 ? (
              <Message tone="info">{text(Messages.reportNoLogins)}</Message>
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
                    <span className={styles.count}>{plural(pagesCountOf(l), { one: '# page', other: '# pages' })}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
        {chosenLoginRecord && pages.isSuccess && (
          <Panel title={t`Pages visited on ${loginTime}`} as="h2">
            {pages.data.length === 0 ? (
              <Message tone="info">{text(Messages.reportNoPages)}</Message>
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

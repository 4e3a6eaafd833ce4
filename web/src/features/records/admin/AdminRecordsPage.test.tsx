/**
 * Compliance at a glance (docs/requirements.md, "Official records and rule packs") with the API answered at fetch: each category's state
 * as the server reports it, a refusal, posting a document as a record (the audiences its category allows,
 * the privacy confirmation, what is sent and the server's refusal), and answering an owner's request.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RecordsMessages,
  type CategoryCompliance,
  type ComplianceReport,
  type RecordCategory,
  type RecordsIndex,
  type RecordsRequest,
} from '@hearth/common';
import { bodiesOf, mockApi, refusal } from '../../../test/api-stub';
import { fakeAuth, renderWith } from '../../../test/auth-fixture';
import AdminRecordsPage from './AdminRecordsPage';
import { recordsRequest } from '../records-request.fixture';

const PACK = { id: 'fl-718', name: 'Florida condominium (chapter 718)', disclaimer: 'A starting point for counsel, not legal advice.' };

const state = (key: string, label: string, change: Partial<CategoryCompliance>): CategoryCompliance => ({
  key,
  label,
  citation: `§718.111(12)(g)2 (${key})`,
  required: true,
  own: false,
  state: 'posted',
  postedAt: null,
  lateByDays: null,
  expired: [],
  postWithinDays: 30,
  keepPostedMonths: null,
  ...change,
});

const request = recordsRequest;

const REPORT: ComplianceReport = {
  pack: PACK,
  today: '2026-11-27',
  timeZone: 'America/New_York',
  categories: [
    state('declaration', 'Declaration', { postedAt: '2026-01-05T14:00:00.000Z' }),
    state('budget', 'Budget', { state: 'late', lateByDays: 15, postedAt: '2026-10-20T15:00:00.000Z' }),
    state('rules', 'Rules', { state: 'late', lateByDays: 1, postedAt: '2026-06-02T15:00:00.000Z' }),
    state('minutes', 'Minutes', {
      state: 'expired',
      keepPostedMonths: 12,
      postedAt: '2026-03-15T12:00:00.000Z',
      expired: [
        { id: 1, title: 'Minutes, May 2025', documentDate: '2025-05-10', expiredOn: '2026-05-10' },
        { id: 2, title: 'Minutes, June 2025', documentDate: '2025-06-10', expiredOn: '2026-06-10' },
      ],
    }),
    state('insurance', 'Insurance policies', { state: 'missing' }),
    state('personnel', 'Personnel records', { state: 'missing', required: false }),
  ],
  lateRequests: [request({ id: 4, categoryLabel: 'Budget', daysLeft: -2, late: true })],
  unfiled: [
    { id: 12, title: 'Policy 2026', docType: 'community', documentDate: '2026-11-01' },
    { id: 13, title: 'Reserve study', docType: 'community', documentDate: '2026-09-15' },
  ],
};

const rule = (key: string, label: string, audience: RecordCategory['audience']): RecordCategory => ({
  key,
  label,
  citation: `§718.111(12)(g)2 (${key})`,
  audience,
  required: true,
  own: false,
});
const CATEGORIES = {
  pack: PACK,
  categories: [
    rule('declaration', 'Declaration', 'public'),
    rule('insurance', 'Insurance policies', 'owners'),
    rule('personnel', 'Personnel records', 'board'),
  ],
  privateMatters: [
    { key: 'attorney', label: 'Attorney-client records', citation: '§718.111(12)(c)5.a' },
    { key: 'medical', label: 'Medical records', citation: '§718.111(12)(c)5.d' },
  ],
};

const record = (id: number, title: string, category: string) => ({
  id,
  kind: 'document' as const,
  title,
  category,
  audience: 'owners' as const,
  documentDate: '2026-03-10',
  postedAt: '2026-03-15T12:00:00.000Z',
  link: `/documents/download?area=minutes&fileName=${id}.pdf`,
});
const INDEX: RecordsIndex = {
  pack: PACK,
  categories: [
    { ...rule('budget', 'Budget', 'public'), records: [record(3, 'Budget 2027', 'budget')] },
    { ...rule('minutes', 'Minutes', 'owners'), records: [record(5, 'Board minutes, March', 'minutes')] },
  ],
};

/** The admin records calls; POST /records/post and the answer call answer with `post` and `answer`. */
function adminApi({
  report = (): unknown => REPORT,
  requests = [] as RecordsRequest[],
  post = (body: { documentId: number }): unknown => ({ ...record(body.documentId, 'Policy 2026', 'insurance') }),
  answer = (): unknown => undefined,
} = {}) {
  const list = [...requests];
  return mockApi({
    'GET /api/records/compliance': () => report(),
    'GET /api/records/categories': () => CATEGORIES,
    'GET /api/records/requests': () => list,
    'GET /api/records': () => INDEX,
    'POST /api/records/post': (_url, init) => post(JSON.parse(String(init.body))),
    ...Object.fromEntries(
      list.map((r, i) => [
        `POST /api/records/requests/${r.id}/answer`,
        () => {
          const refused = answer();
          if (refused) return refused;
          list[i] = { ...r, status: 'answered', answeredAt: '2026-11-27T12:00:00.000Z' };
          return list[i];
        },
      ]),
    ),
    'POST /api/profile/logpage': () => ({ id: 1 }),
  });
}

const renderPage = () => renderWith(<AdminRecordsPage />, { auth: fakeAuth(['director']) });

describe('Admin: Official Records', () => {
  it("shows each category's state as the server reports it, the pack and the requests answered late", async () => {
    adminApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin: Official Records' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Compliance on 2026-11-27' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent))).toEqual([
      ['Declaration§718.111(12)(g)2 (declaration)', 'Posted 2026-01-05'],
      ['Budget§718.111(12)(g)2 (budget)', 'Late by 15 days (posted 2026-10-20)'],
      ['Rules§718.111(12)(g)2 (rules)', 'Late by 1 day (posted 2026-06-02)'],
      ['Minutes§718.111(12)(g)2 (minutes)', 'Expired: 2 past the 12-month window still shown'],
      ['Insurance policies§718.111(12)(g)2 (insurance)', 'Missing'],
      ['Personnel records§718.111(12)(g)2 (personnel)', 'Missing'],
    ]);
    expect(within(rows[4]).getByRole('button', { name: 'Post a record: Insurance policies' })).toBeInTheDocument();
    expect(screen.getByText(`${PACK.name}. ${PACK.disclaimer}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report (CSV)' })).toBeInTheDocument();

    const late = screen.getByRole('heading', { name: 'Records requests answered late' }).closest('section')!;
    expect(within(late).getAllByRole('row')[1]).toHaveTextContent('Budget (Inspect the records)2026-11-202026-12-04');
    expect(within(late).getAllByRole('row')[1]).toHaveTextContent('Late by 2 business days');
    expect(await screen.findByText('No records requests.')).toBeInTheDocument();
  });

  it("shows the server's refusal in place of the report", async () => {
    adminApi({ report: () => refusal(403, 'Only directors and administrators see the compliance report.') });
    renderPage();
    expect(await screen.findByText('Only directors and administrators see the compliance report.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Post a record/ })).not.toBeInTheDocument();
  });

  it('posts a document to owners only once the poster confirms it holds nothing private', async () => {
    const calls = adminApi({
      post: (body) =>
        (body as { confirmNoPrivate?: boolean }).confirmNoPrivate
          ? record(body.documentId, 'Policy 2026', 'insurance')
          : refusal(400, RecordsMessages.privacyConfirmationRequired),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Post a record: Insurance policies' }));
    const form = await screen.findByRole('region', { name: 'Post a record: Insurance policies' });
    const documentField = within(form).getByRole('combobox', { name: 'Document' });
    expect(
      within(documentField)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an uploaded document', 'Policy 2026 (2026-11-01)', 'Reserve study (2026-09-15)']);
    // An owners' category: never the public; the category's own audience chosen at first.
    const audience = within(form).getByRole('combobox', { name: 'Who may see it' });
    expect(
      within(audience)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owners', 'Board only']);
    expect(audience).toHaveValue('owners');
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Attorney-client records (§718.111(12)(c)5.a)', 'Medical records (§718.111(12)(c)5.d)']);
    await userEvent.selectOptions(documentField, 'Policy 2026 (2026-11-01)');
    await userEvent.click(within(form).getByRole('button', { name: 'Post the record' }));

    expect(await screen.findByText(RecordsMessages.privacyConfirmationRequired)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Post a record: Insurance policies' })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('checkbox', { name: 'I confirm the document holds nothing listed above' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Post the record' }));
    expect(await screen.findByText('“Policy 2026” is posted.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/records/post')).toEqual([
      { documentId: 12, category: 'insurance', audience: 'owners', confirmNoPrivate: false },
      { documentId: 12, category: 'insurance', audience: 'owners', confirmNoPrivate: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Post a record/ })).not.toBeInTheDocument());
    // The report is asked again: the posted record changes its state.
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/records/compliance').length).toBeGreaterThan(1));
  });

  it('posts for the board without the confirmation, offers the public for a public category, and Cancel closes', async () => {
    const calls = adminApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Post a record: Declaration' }));
    let form = await screen.findByRole('region', { name: 'Post a record: Declaration' });
    const audience = within(form).getByRole('combobox', { name: 'Who may see it' });
    expect(
      within(audience)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone (public)', 'Owners', 'Board only']);
    expect(audience).toHaveValue('public');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Post a record: Declaration' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post a record: Personnel records' }));
    form = await screen.findByRole('region', { name: 'Post a record: Personnel records' });
    expect(within(within(form).getByRole('combobox', { name: 'Who may see it' })).getAllByRole('option')).toHaveLength(1);
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(form).queryByText('Attorney-client records', { exact: false })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Document' }), 'Reserve study (2026-09-15)');
    await userEvent.click(within(form).getByRole('button', { name: 'Post the record' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /api/records/post')).toEqual([
        { documentId: 13, category: 'personnel', audience: 'board', confirmNoPrivate: false },
      ]),
    );
  });

  it("answers an owner's open request with documents of the category asked first and a note, says so, or says the server's refusal", async () => {
    let refuse = true;
    const calls = adminApi({
      requests: [request({}), request({ id: 8, status: 'answered', requestedBy: 'Sam Roe' })],
      answer: () => (refuse ? refusal(400, RecordsMessages.answerRequired) : undefined),
    });
    renderPage();
    const panel = (await screen.findByRole('heading', { name: 'Records requests' })).closest('section')!;
    const table = await within(panel).findByRole('table', { name: 'Records requests' });
    const [, open, answered] = within(table).getAllByRole('row');
    expect(open).toHaveTextContent('Minutes (Inspect the records) — Jane Doe');
    expect(answered).toHaveTextContent('— Sam Roe');
    expect(answered.querySelectorAll('td')[4]).toHaveTextContent(/^Answered$/);
    expect(within(answered).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();

    const documentField = within(open).getByRole('listbox', { name: 'Documents to send for request 7' });
    await waitFor(() =>
      expect(
        within(documentField)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Board minutes, March', 'Budget 2027']),
    );
    await userEvent.click(within(open).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText(RecordsMessages.answerRequired)).toBeInTheDocument();

    refuse = false;
    await userEvent.selectOptions(documentField, ['Board minutes, March', 'Budget 2027']);
    await userEvent.type(within(open).getByRole('textbox', { name: 'Inspection date for request 7' }), '2026-12-01');
    await userEvent.type(
      within(open).getByRole('textbox', { name: 'Note to the owner for request 7 (optional)' }),
      'Originals at the office.',
    );
    await userEvent.click(within(open).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText(RecordsMessages.requestAnsweredToast(7, 'Jane Doe'))).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[1].querySelectorAll('td')[4]).toHaveTextContent(/^Answered$/));
    expect(bodiesOf(calls, 'POST /api/records/requests/7/answer')).toEqual([
      {},
      { inspectionDate: '2026-12-01', documentIds: [5, 3], note: 'Originals at the office.' },
    ]);
  });
});

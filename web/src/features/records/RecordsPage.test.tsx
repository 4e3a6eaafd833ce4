/**
 * The residents' Official Records page (docs/requirements.md §20) with the API answered at fetch: the
 * records by category as the server lists them for the reader, a refusal, and a verified owner's
 * records request — what it sends, its deadline, the server's refusal in a toast, and the list after it.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, RecordsMessages, type RecordsIndex, type RecordsRequest, type ResidentStanding } from '@hearth/common';
import { apiClient } from '../../shared/api';
import { bodiesOf, mockApi, refusal, type StubCall } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import RecordsPage from './RecordsPage';
import { recordsRequest } from './records-request.fixture';

const PACK = { id: 'fl-718', name: 'Florida condominium (chapter 718)', disclaimer: 'Not legal advice.' };
const category = (key: string, label: string, records: RecordsIndex['categories'][number]['records']) => ({
  key,
  label,
  citation: `§718.111(12)(g)2 (${key})`,
  audience: 'owners' as const,
  required: true,
  own: false,
  records,
});
const INDEX: RecordsIndex = {
  pack: PACK,
  categories: [
    category('budget', 'Budget', [
      {
        id: 3,
        kind: 'document',
        title: 'Budget 2027',
        category: 'budget',
        audience: 'public',
        documentDate: '2026-10-01',
        postedAt: '2026-10-20T15:00:00.000Z',
        link: '/api/records/3/file',
      },
    ]),
    category('minutes', 'Minutes', [
      {
        id: 5,
        kind: 'document',
        title: 'Board minutes, March',
        category: 'minutes',
        audience: 'owners',
        documentDate: '2026-03-10',
        postedAt: '2026-03-15T12:00:00.000Z',
        link: '/documents/download?area=minutes&fileName=march.pdf',
      },
      {
        id: 9,
        kind: 'recording',
        title: 'Annual meeting recording',
        category: 'minutes',
        audience: 'owners',
        documentDate: '2026-02-01',
        postedAt: '2026-02-02T09:00:00.000Z',
        link: 'https://video.example/annual',
      },
    ]),
    category('insurance', 'Insurance policies', []),
  ],
};
const EMPTY: RecordsIndex = { pack: PACK, categories: [category('budget', 'Budget', [])] };

const request = (change: Partial<RecordsRequest>): RecordsRequest => recordsRequest({ id: 21, ...change });

const standing = (change: Partial<ResidentStanding> = {}): ResidentStanding => ({
  type: 'owner',
  verified: true,
  unit: { id: 1, number: '101', street: 'Main St' },
  relation: 'owner',
  voter: true,
  staff: false,
  minutes: true,
  waiting: null,
  ...change,
});

/** The records calls as the page makes them; `requests` is what GET /records/requests answers, and POST adds to it. */
function recordsApi({
  index = INDEX,
  you = standing(),
  requests = [] as RecordsRequest[],
  ask = (body: { category: string; kind: string }): unknown =>
    request({ id: 30, category: body.category, categoryLabel: 'Budget', kind: body.kind as 'copy', deadline: '2026-12-11', daysLeft: 10 }),
} = {}) {
  const list = [...requests];
  return mockApi({
    'GET /api/records': () => index,
    'GET /api/profile/standing': () => you,
    'GET /api/records/requests': () => list,
    'POST /api/records/requests': (_url, init) => {
      const answer = ask(JSON.parse(String(init.body)));
      if (!(answer instanceof Response)) list.push(answer as RecordsRequest);
      return answer;
    },
    'POST /api/profile/logpage': () => ({ id: 1 }),
  });
}

/** Waits until a call was made and its answer has had time to reach the screen. */
async function answered(calls: StubCall[], key: string) {
  await waitFor(() => expect(calls.some((c) => c.key === key)).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('Official Records (residents)', () => {
  it("lists a visitor the categories with records, each record's link and dates, and no request form", async () => {
    const calls = recordsApi();
    renderWith(<RecordsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Official Records' })).toBeInTheDocument();
    const budget = await screen.findByRole('region', { name: 'Budget' });
    expect(budget).toHaveTextContent('§718.111(12)(g)2 (budget)');
    expect(within(budget).getByRole('link', { name: 'Budget 2027' })).toHaveAttribute('href', '/api/records/3/file');
    expect(within(budget).getByRole('listitem')).toHaveTextContent('Budget 2027 (2026-10-01, posted 2026-10-20)');
    const minutes = screen.getByRole('region', { name: 'Minutes' });
    expect(
      within(minutes)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Board minutes, March', '/documents/download?area=minutes&fileName=march.pdf'],
      ['Annual meeting recording', 'https://video.example/annual'],
    ]);
    // A meeting's recording is kept elsewhere: a plain link that hands the other site nothing.
    expect(within(minutes).getByRole('link', { name: 'Annual meeting recording' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(minutes).getByRole('link', { name: 'Board minutes, March' })).not.toHaveAttribute('rel');
    // A category the server lists without records is left out.
    expect(screen.queryByRole('region', { name: 'Insurance policies' })).not.toBeInTheDocument();
    expect(screen.getByText(/public records\. Owners sign in to see all of them/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask for records' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compliance at a glance' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/records/requests')).toBe(false);
  });

  it('says so when no record is posted yet', async () => {
    recordsApi({ index: EMPTY });
    renderWith(<RecordsPage />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByText('No records are posted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Budget' })).not.toBeInTheDocument();
  });

  it('tells a tenant, and an owner not verified yet, that the records posted for owners are not theirs to see', async () => {
    for (const [roles, you, told] of [
      [['tenant'], standing({ type: 'tenant', relation: 'tenant', minutes: false }), Messages.recordsForOwners],
      [['owner'], standing({ minutes: false, verified: false }), Messages.recordsAwaitOwnerVerification],
    ] as const) {
      const calls = recordsApi({ index: EMPTY, you });
      const { unmount } = renderWith(<RecordsPage />, { auth: fakeAuth([...roles]) });
      await answered(calls, 'GET /api/profile/standing');
      expect(await screen.findByText(told)).toBeInTheDocument();
      expect(screen.queryByText(Messages.noRecords)).not.toBeInTheDocument();
      unmount();
    }
    // Beside the public records too.
    recordsApi({ you: standing({ type: 'tenant', relation: 'tenant', minutes: false }) });
    renderWith(<RecordsPage />, { auth: fakeAuth(['tenant']) });
    await screen.findByRole('region', { name: 'Budget' });
    expect(await screen.findByText(Messages.recordsForOwners)).toBeInTheDocument();
  });

  it("shows the server's refusal in place of the records", async () => {
    mockApi({ 'GET /api/records': () => refusal(503, 'The records are not available right now.') });
    renderWith(<RecordsPage />);
    expect(await screen.findByText('The records are not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('No records are posted yet.')).not.toBeInTheDocument();
  });

  it('offers no request form to an owner not verified yet, nor to a tenant', async () => {
    for (const [roles, you] of [
      [['owner'], standing({ minutes: false, verified: false })],
      [['tenant'], standing({ type: 'tenant', relation: 'tenant', minutes: true })],
    ] as const) {
      const calls = recordsApi({ you });
      const { unmount } = renderWith(<RecordsPage />, { auth: fakeAuth([...roles]) });
      await screen.findByRole('region', { name: 'Budget' });
      await answered(calls, 'GET /api/profile/standing');
      expect(screen.queryByRole('region', { name: 'Ask for records' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('links directors to the compliance view', async () => {
    recordsApi({ you: standing({ staff: true }) });
    renderWith(<RecordsPage />, { auth: fakeAuth(['director']) });
    expect(await screen.findByRole('link', { name: 'Compliance at a glance' })).toHaveAttribute('href', '/admin/records');
  });

  it("sends a verified owner's request as chosen, tells the deadline and lists it", async () => {
    const calls = recordsApi();
    renderWith(<RecordsPage />, { auth: fakeAuth(['owner']) });
    const form = await screen.findByRole('region', { name: 'Ask for records' });
    // Every category the reader sees is offered, the empty ones too.
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a category', 'Budget', 'Minutes', 'Insurance policies', 'Inspect the records', 'Receive copies']);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Records' }), 'Budget');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'What you want' }), 'Receive copies');
    const details = within(form).getByRole('textbox', { name: 'Details (optional)' });
    await userEvent.type(details, 'The 2027 budget, please');
    expect(within(form).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent: the association answers by 2026-12-11.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/records/requests')).toEqual([
      { category: 'budget', kind: 'copy', message: 'The 2027 budget, please' },
    ]);
    expect(details).toHaveValue('');
    const table = await within(form).findByRole('table', { name: 'Records requests' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Budget (Receive copies)');
    expect(row).toHaveTextContent('2026-12-11 (§718.111(12)(c)1)');
    expect(row).toHaveTextContent('10 business days left');
  });

  it("lists an owner's estoppel certificate with its SHA-256, fetched with the token, and does not offer it in the request form", async () => {
    const sha256 = 'ab'.repeat(32);
    const certificates = {
      ...category('estoppel-certificates', 'Estoppel certificates', [
        {
          id: 7,
          kind: 'estoppel-certificate' as const,
          title: 'Estoppel certificate, 101 Main St',
          category: 'estoppel-certificates',
          audience: 'owners' as const,
          documentDate: '2026-11-30',
          postedAt: '2026-11-30T15:00:00.000Z',
          link: '/api/records/frozen/estoppel-certificate/7/pdf',
          sha256,
        },
      ]),
      frozen: 'estoppel-certificate' as const,
    };
    recordsApi({ index: { ...INDEX, categories: [...INDEX.categories, certificates] } });
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    const download = vi.spyOn(apiClient, 'download').mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWith(<RecordsPage />, { auth: fakeAuth(['owner']) });
    const panel = await screen.findByRole('region', { name: 'Estoppel certificates' });
    // Not a plain link: a page load would carry no token.
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Estoppel certificate, 101 Main St' })).toBeVisible();
    expect(panel).toHaveTextContent(`SHA-256 ${sha256}`);
    await userEvent.click(within(panel).getByRole('button', { name: 'Estoppel certificate, 101 Main St' }));
    expect(download).toHaveBeenCalledWith('/records/frozen/estoppel-certificate/7/pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Estoppel-certificate-101-Main-St.pdf');
    const form = await screen.findByRole('region', { name: 'Ask for records' });
    expect(within(form).queryByRole('option', { name: 'Estoppel certificates' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a request and keeps what was typed", async () => {
    const calls = recordsApi({ ask: () => refusal(400, RecordsMessages.categoryUnknown) });
    renderWith(<RecordsPage />, { auth: fakeAuth(['owner']) });
    const form = await screen.findByRole('region', { name: 'Ask for records' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Details (optional)' }), 'All of them');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(RecordsMessages.categoryUnknown)).toBeInTheDocument();
    // Nothing chosen: the category goes empty and the server names the fault.
    expect(bodiesOf(calls, 'POST /api/records/requests')).toEqual([{ category: '', kind: 'inspect', message: 'All of them' }]);
    expect(within(form).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('All of them');
    expect(screen.queryByText(/Request sent/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists the owner's requests with the days left, late, or answered with the inspection day, documents and note", async () => {
    recordsApi({
      requests: [
        request({ id: 21 }),
        request({ id: 22, kind: 'copy', daysLeft: -2, late: true }),
        request({
          id: 23,
          status: 'answered',
          daysLeft: 1,
          inspectionDate: '2026-12-01',
          answerDocuments: [{ id: 5, title: 'Board minutes, March', link: '/documents/download?area=minutes&fileName=march.pdf' }],
          answerNote: 'The originals are at the office.',
        }),
        request({ id: 24, status: 'answered', daysLeft: -3, late: true, businessDays: false }),
      ],
    });
    renderWith(<RecordsPage />, { auth: fakeAuth(['owner']) });
    const table = await screen.findByRole('table', { name: 'Records requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelectorAll('td')[3].textContent)).toEqual([
      '5 business days left',
      'Late by 2 business days',
      'Answered in time; inspection on 2026-12-01; Board minutes, March; note: The originals are at the office.',
      'Answered 3 days late',
    ]);
    expect(rows[0]).toHaveTextContent('Minutes (Inspect the records)');
    expect(rows[0]).not.toHaveTextContent('Jane Doe');
    expect(within(rows[2]).getByRole('link', { name: 'Board minutes, March' })).toHaveAttribute(
      'href',
      '/documents/download?area=minutes&fileName=march.pdf',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Records', 'Asked', 'Answer due', 'State']);
  });
});

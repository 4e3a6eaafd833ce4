/**
 * Estoppel certificates with the API answered at fetch: the owner asks as the owner (their name and
 * e-mail address from their profile, the closing day today in the association's zone), follows the
 * deadline, and reads the issued certificate with its SHA-256; the board reads every request with
 * the overdue ones marked and records one for a title company. The issuing dialog (Radix) is
 * exercised in e2e/tests/estoppel.spec.ts: under vitest its scroll lock fails, whatever the screen.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DuesMessages, type EstoppelRequestView, type UnitLedger } from '@hearth/common';
import { VISIT_LOG, bodiesOf, mockApi } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import AdminLedgerPage from './admin/AdminLedgerPage';
import MyAccountPage from './MyAccountPage';
import { todayIso } from '../../shared/format';
import { estoppelFormSchema } from './estoppelForm';

const UNIT = { id: 9, number: '307', street: 'Maple Court' };
const LEDGER: UnitLedger = { unit: UNIT, balanceCents: 0, receivableCents: 0, creditCents: 0, openCharges: [], transactions: [] };
const MINE = [{ unit: UNIT, balanceCents: 0, receivableCents: 0, creditCents: 0 }];
const PROFILE = { id: 4, userId: 7, userName: 'priya', firstName: 'Priya', lastName: 'Raman', email: 'priya@example.org' };
const CITATION = '§718.116(8), Fla. Stat.';
const request = (over: Partial<EstoppelRequestView> = {}): EstoppelRequestView => ({
  id: 12,
  unitId: 9,
  requester: { kind: 'owner', name: 'Priya Raman', email: 'priya@example.org' },
  closingOn: '2099-06-30',
  askedOn: '2099-06-01',
  dueOn: '2099-06-15',
  daysLeft: 7,
  businessDays: true,
  citation: CITATION,
  feeCents: 25_000,
  status: 'requested',
  issuedOn: null,
  sha256: null,
  certificate: null,
  feeChargeId: null,
  ...over,
});
const SHA = 'ab'.repeat(32);
const issued = request({
  id: 11,
  status: 'issued',
  issuedOn: '2099-06-05',
  daysLeft: 6,
  feeCents: 40_000,
  sha256: SHA,
  feeChargeId: 77,
  certificate: {
    association: 'Maple Court Condominium',
    unit: UNIT,
    requester: { kind: 'owner', name: 'Priya Raman', email: 'priya@example.org' },
    closingOn: '2099-06-30',
    askedOn: '2099-06-01',
    dueOn: '2099-06-15',
    issuedOn: '2099-06-05',
    effectiveUntil: '2099-07-05',
    owedCents: 45_000,
    owed: [{ kind: 'assessment', dueOn: '2099-06-01', amountCents: 45_000 }],
    fallingDueCents: 45_000,
    fallingDue: [{ kind: 'assessment', dueOn: '2099-07-01', amountCents: 45_000 }],
    creditCents: 0,
    feeCents: 40_000,
    citation: CITATION,
    issuedBy: 'Grace Holloway',
  },
});

describe('Estoppel certificates on My Account', () => {
  it('asks as the owner, with the name and e-mail address of the profile and a closing date', async () => {
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/ledger/units/mine': () => MINE,
      'GET /api/ledger/units/9/statements': () => [],
      'GET /api/profile': () => PROFILE,
      'GET /api/ledger/units/9': () => LEDGER,
      'GET /api/ledger/estoppels': () => [],
      'POST /api/ledger/estoppels': () => request(),
      // Fourteen hours ahead of UTC: the reader's day and the association's differ for part of the day.
      'GET /api/settings': () => ({ siteName: 'Maple Court', timeZone: 'Pacific/Kiritimati' }),
    });
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    const form = await screen.findByRole('form', { name: 'Ask for an estoppel certificate' });
    expect(within(form).getByRole('textbox', { name: /Your name/ })).toHaveValue('Priya Raman');
    expect(within(form).getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('priya@example.org');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Closing date/ })).toHaveValue(todayIso('Pacific/Kiritimati')));
    expect(await screen.findByText('You have not asked for an estoppel certificate.')).toBeInTheDocument();
    const closing = within(form).getByRole('textbox', { name: /Closing date/ });
    await userEvent.clear(closing);
    await userEvent.type(closing, '2099-06-30');
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for a certificate' }));
    expect(await screen.findByText('Your request 12 was received: the certificate is due on 2099-06-15.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/ledger/estoppels')).toEqual([
      { unitId: 9, requesterKind: 'owner', requesterName: 'Priya Raman', requesterEmail: 'priya@example.org', closingOn: '2099-06-30' },
    ]);
  });

  it('shows each request with its deadline and fee, and the issued certificate with its SHA-256', async () => {
    mockApi({
      ...VISIT_LOG,
      'GET /api/ledger/units/mine': () => MINE,
      'GET /api/ledger/units/9/statements': () => [],
      'GET /api/profile': () => PROFILE,
      'GET /api/ledger/units/9': () => LEDGER,
      'GET /api/ledger/estoppels': () => [request(), issued],
    });
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    const table = await screen.findByRole('table', { name: 'Your estoppel requests' });
    const open = within(table).getByRole('row', { name: /^12 / });
    expect(open).toHaveTextContent('Due on 2099-06-15 (7 business days left)');
    expect(open).toHaveTextContent(CITATION);
    expect(open).toHaveTextContent('$250.00');
    expect(open).toHaveTextContent('Requested');
    expect(within(table).getByRole('row', { name: /^11 / })).toHaveTextContent('Issued on 2099-06-05');
    expect(screen.getByText('Certificate 11: unit 307 Maple Court, issued on 2099-06-05')).toBeInTheDocument();
    expect(screen.getByText(SHA)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Owed on 2099-06-05' })).toHaveTextContent('$450.00');
    expect(screen.getByRole('button', { name: 'Download certificate 11 (PDF)' })).toBeInTheDocument();
  });
});

const ROSTER = [
  { id: 9, number: '307', street: 'Maple Court', entitlement: 1, members: [] },
  { id: 10, number: '412', street: 'Maple Court', entitlement: 1.5, members: [] },
];
const AGING = {
  asOf: '2099-06-05',
  totals: { current: 0, days31to60: 0, days61to90: 0, over90: 0, totalCents: 0 },
  controlCents: 0,
  units: [],
};

describe('Estoppel certificates on Admin: Owner Accounts', () => {
  it('lists every request with the overdue ones marked, and offers to issue only the requested ones', async () => {
    mockApi({
      ...VISIT_LOG,
      'GET /api/units': () => ROSTER,
      'GET /api/ledger/aging': () => AGING,
      'GET /api/ledger/estoppels': () => [
        request({ id: 13, unitId: 10, daysLeft: -2, requester: { kind: 'title-company', name: 'Sunshine Title', email: 'x@t.example' } }),
        request(),
        issued,
      ],
    });
    renderWith(<AdminLedgerPage />, { auth: fakeAuth(['admin']) });
    const table = await screen.findByRole('table', { name: /Estoppel requests/ });
    const late = within(table).getByRole('row', { name: /^13 / });
    expect(late).toHaveTextContent('Overdue');
    expect(late).toHaveTextContent('late by 2 business days');
    expect(late).toHaveTextContent('Title company: Sunshine Title');
    expect(await within(late).findByText('412 Maple Court')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^12 / })).not.toHaveTextContent('Overdue');
    expect(screen.getByText(/Requests past their deadline and not issued: 1\./)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Issue certificate 13' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Issue certificate 12' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Issue certificate 11' })).toBeNull();
  });

  it('records a request for a title company', async () => {
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/units': () => ROSTER,
      'GET /api/ledger/aging': () => AGING,
      'GET /api/ledger/estoppels': () => [],
      'POST /api/ledger/estoppels': () =>
        request({ id: 14, unitId: 10, requester: { kind: 'title-company', name: 'Sunshine Title', email: 'closings@sunshine.example' } }),
    });
    renderWith(<AdminLedgerPage />, { auth: fakeAuth(['admin']) });
    const form = await screen.findByRole('form', { name: 'Record an estoppel request' });
    await within(form).findByRole('option', { name: '412 Maple Court' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Requester's name/ }), 'Sunshine Title');
    await userEvent.type(within(form).getByRole('textbox', { name: /Requester's e-mail/ }), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the request' }));
    expect(await within(form).findByText(DuesMessages.requesterEmail)).toBeInTheDocument();
    expect(within(form).getByText('Choose a unit of the roster.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Requester's e-mail/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Requester's e-mail/ }), 'closings@sunshine.example');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Unit/ }), '412 Maple Court');
    const closing = within(form).getByRole('textbox', { name: /Closing date/ });
    await userEvent.clear(closing);
    await userEvent.type(closing, '2099-07-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the request' }));
    expect(await screen.findByText(/Request 14 for unit 412 Maple Court was recorded/)).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/ledger/estoppels')).toEqual([
      {
        unitId: 10,
        requesterKind: 'title-company',
        requesterName: 'Sunshine Title',
        requesterEmail: 'closings@sunshine.example',
        closingOn: '2099-07-01',
      },
    ]);
    // Recorded: the form starts again empty.
    expect(within(form).getByRole('textbox', { name: /Requester's name/ })).toHaveValue('');
  });

  it("checks the form with common's schema and words", () => {
    const base = {
      unitId: '9',
      requesterKind: 'owner',
      requesterName: ' Priya ',
      requesterEmail: ' p@example.org ',
      closingOn: '2099-02-30',
    };
    expect(estoppelFormSchema.safeParse(base).error?.issues.map((i) => i.message)).toEqual([DuesMessages.closingOn]);
    expect(estoppelFormSchema.parse({ ...base, closingOn: '2099-02-28' })).toEqual({
      unitId: 9,
      requesterKind: 'owner',
      requesterName: 'Priya',
      requesterEmail: 'p@example.org',
      closingOn: '2099-02-28',
    });
    expect(estoppelFormSchema.safeParse({ ...base, requesterKind: 'buyer' }).error?.issues[0]?.message).toBe(DuesMessages.requesterKind);
  });
});

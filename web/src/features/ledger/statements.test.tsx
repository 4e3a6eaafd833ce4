/**
 * Monthly statements and "Pay online" with the API answered at fetch: the owner reads each issued
 * month's figures and the day it was issued in the association's zone, and saves its PDF through the
 * app's one download (a refusal told in a toast); "Pay online" shows only where the settings name an
 * https payment site; the board issues a month, the one before the association's today offered, and
 * reads the server's answer, or its refusal, in a toast.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DuesMessages, type StatementSummary, type UnitLedger } from '@hearth/common';
import { ApiError, apiClient } from '../../shared/api';
import { VISIT_LOG, bodiesOf, mockApi, refusal } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import AdminLedgerPage from './admin/AdminLedgerPage';
import { lastMonthIn } from './admin/IssueStatementsPanel';
import MyAccountPage from './MyAccountPage';

const UNIT = { id: 9, number: '307', street: 'Maple Court' };
const LEDGER: UnitLedger = { unit: UNIT, balanceCents: 0, receivableCents: 0, creditCents: 0, openCharges: [], transactions: [] };
const ZONE = 'Pacific/Kiritimati';
const settings = (payOnlineUrl = '') => ({ siteName: 'Hearth', timeZone: ZONE, copyrightStartYear: 2020, payOnlineUrl });
const STATEMENTS: StatementSummary[] = [
  // 12:30 UTC on March 31st is already April 1st in Kiritimati (UTC+14).
  {
    period: '2026-03',
    openingCents: 45_000,
    chargesCents: 45_000,
    paymentsCents: 90_000,
    closingCents: 0,
    issuedAt: '2026-03-31T12:30:00.000Z',
  },
  {
    period: '2026-02',
    openingCents: 0,
    chargesCents: 45_000,
    paymentsCents: 0,
    closingCents: 45_000,
    issuedAt: '2026-03-02T09:00:00.000Z',
  },
];

const ownerApi = (payOnlineUrl = '', statements: () => unknown = () => STATEMENTS) =>
  mockApi({
    ...VISIT_LOG,
    'GET /api/settings': () => settings(payOnlineUrl),
    'GET /api/ledger/units/mine': () => [{ unit: UNIT, balanceCents: 0, receivableCents: 0, creditCents: 0 }],
    'GET /api/ledger/units/9': () => LEDGER,
    'GET /api/ledger/units/9/statements': statements,
  });

describe("My Account's statements", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists each issued month with its figures and the day issued, in the association’s zone', async () => {
    ownerApi();
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    const table = await screen.findByRole('table', { name: 'Monthly statements of unit 307 Maple Court, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('2026-03$450.00$450.00$900.00$0.002026-04-01'),
      expect.stringContaining('2026-02$0.00$450.00$0.00$450.002026-03-02'),
    ]);
  });

  it('saves a statement’s PDF through the app’s download, under its name', async () => {
    ownerApi();
    const download = vi.spyOn(apiClient, 'download').mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download the statement for 2026-03 (PDF)' }));
    expect(download).toHaveBeenCalledWith('/ledger/units/9/statements/2026-03/pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-unit-9-2026-03.pdf');
  });

  it('tells a refused download in a toast, whole', async () => {
    ownerApi();
    vi.spyOn(apiClient, 'download').mockRejectedValue(new ApiError(DuesMessages.statementNotIssued, 404));
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download the statement for 2026-02 (PDF)' }));
    expect(await screen.findByText(DuesMessages.statementNotIssued)).toBeInTheDocument();
  });

  it('says when no statement has been issued yet', async () => {
    ownerApi('', () => []);
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    expect(await screen.findByText('No monthly statement has been issued for this unit yet.')).toBeInTheDocument();
  });

  it('offers "Pay online" where the association names its https payment site, in a new tab', async () => {
    ownerApi('https://pay.example.org/maple');
    renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
    const link = await screen.findByRole('link', { name: 'Pay online' });
    expect(link).toHaveAttribute('href', 'https://pay.example.org/maple');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no "Pay online" without a payment site, nor for any other scheme', async () => {
    for (const url of ['', 'javascript:alert(1)']) {
      ownerApi(url);
      const { unmount } = renderWith(<MyAccountPage />, { auth: fakeAuth(['owner']), path: '/my-account' });
      await screen.findByRole('table', { name: /Monthly statements/ });
      expect(screen.queryByRole('link', { name: 'Pay online' })).toBeNull();
      unmount();
      vi.restoreAllMocks();
    }
  });
});

const adminApi = (extra: Record<string, (url: string, init: RequestInit) => unknown> = {}) =>
  mockApi({
    ...VISIT_LOG,
    'GET /api/settings': () => settings(),
    'GET /api/units': () => [],
    'GET /api/ledger/aging': () => ({ asOf: '2026-03-31', totals: {}, controlCents: 0, units: [] }),
    ...extra,
  });

describe('Issuing statements', () => {
  it('offers the month before the association’s today', () => {
    const lastOfMarchUtc = new Date('2026-03-31T12:00:00Z');
    expect(lastMonthIn(ZONE, lastOfMarchUtc)).toBe('2026-03');
    expect(lastMonthIn('America/Toronto', lastOfMarchUtc)).toBe('2026-02');
    expect(lastMonthIn('America/Toronto', new Date('2027-01-15T12:00:00Z'))).toBe('2026-12');
  });

  it('issues the month typed and tells the server’s answer in words', async () => {
    const calls = adminApi({ 'POST /api/ledger/statements/issue': () => ({ period: '2026-03', issued: 12, mailed: 1 }) });
    renderWith(<AdminLedgerPage />, { auth: fakeAuth(['admin']) });
    const form = await screen.findByRole('form', { name: 'Issue monthly statements' });
    const month = within(form).getByRole('textbox', { name: /Month/ });
    expect(month).toHaveValue(lastMonthIn(ZONE));
    await userEvent.clear(month);
    await userEvent.type(month, '2026-03');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue statements' }));
    expect(
      await screen.findByText('The statements for 2026-03 were issued for 12 units, and one e-mail was queued to their owners.'),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/ledger/statements/issue')).toEqual([{ period: '2026-03' }]);
  });

  it('shows the server’s refusal in a toast, whole, and refuses a month that does not exist on the form', async () => {
    const calls = adminApi({ 'POST /api/ledger/statements/issue': () => refusal(409, DuesMessages.statementsIssued('2026-02')) });
    renderWith(<AdminLedgerPage />, { auth: fakeAuth(['admin']) });
    const form = await screen.findByRole('form', { name: 'Issue monthly statements' });
    const month = within(form).getByRole('textbox', { name: /Month/ });
    await userEvent.clear(month);
    await userEvent.type(month, '2026-13');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue statements' }));
    expect(await within(form).findByText(/Write the period as YYYY-MM/)).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST /api/ledger/statements/issue')).toEqual([]);
    await userEvent.clear(month);
    await userEvent.type(month, '2026-02');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue statements' }));
    expect(await screen.findByText(DuesMessages.statementsIssued('2026-02'))).toBeInTheDocument();
  });
});

/**
 * The service requests page (docs/requirements.md §18) with the API answered at fetch: a resident's
 * list without filters, staff's with them, the emergency phone shown as soon as "emergency" is
 * chosen, a request refused in the form before anything is sent, and a filed request's body.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestMessages } from '@hearth/common';
import { Route, Routes } from 'react-router-dom';
import { bodyOf, mockApi, VISIT_LOG } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { RequestsPage } from './RequestsPage';

const CATEGORIES = [
  { id: 1, name: 'Plumbing' },
  { id: 2, name: 'Elevator' },
];
const SUMMARY = {
  id: 41,
  title: 'Leaking tap',
  category: CATEGORIES[0],
  urgency: 'normal',
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** The API as the page calls it; every call recorded. */
const mockRequests = ({ staff = false }: { staff?: boolean } = {}) =>
  mockApi({
    ...VISIT_LOG,
    'GET /api/requests/categories': () => CATEGORIES,
    'GET /api/requests': () => [SUMMARY],
    'GET /api/propertymanager/current': () => [{ id: 1, companyName: 'Acme', afterHoursPhone: '555-0199' }],
    'GET /api/profile/standing': () => ({ verified: true, staff, type: 'owner', unit: null, verificationWithdrawn: false }),
    // Answered after a moment, as over a network: the page shows the call under way first.
    'POST /api/requests': async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ...SUMMARY, id: 42, title: 'Broken light' };
    },
  });

const renderPage = (roles: string[]) =>
  renderWith(<RequestsPage />, {
    auth: fakeAuth(roles),
    path: '/requests',
    routes: (
      <Routes>
        <Route path="/requests" element={<RequestsPage />} />
        <Route path="/requests/:id" element={<p>Request page</p>} />
      </Routes>
    ),
  });

/** The new-request form: Plumbing, the texts given, then Send Request. */
async function fillAndSend({ title, description }: { title?: string; description: string }) {
  await screen.findByRole('option', { name: 'Plumbing' });
  await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Category' })[0], '1');
  if (title) await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), title);
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), description);
  await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
}

afterEach(() => sessionStorage.clear());

describe('the service requests page', () => {
  it("lists the resident's requests, without the staff's filters", async () => {
    mockRequests();
    renderPage(['owner']);
    expect(await screen.findByRole('link', { name: 'Leaking tap' })).toHaveAttribute('href', '/requests/41');
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('gives staff the filters, and a filter asks the server again', async () => {
    const calls = mockRequests({ staff: true });
    renderPage(['director']);
    const filters = await screen.findByRole('group', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Urgency' }), 'emergency');
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/requests' && c.url.includes('urgency=emergency'))).toBe(true));
  });

  it("shows the property manager's after-hours phone as soon as emergency is chosen", async () => {
    mockRequests();
    renderPage(['owner']);
    const form = await screen.findByRole('form', { name: 'New request' });
    expect(screen.queryByText(RequestMessages.emergencyCall('555-0199'))).not.toBeInTheDocument();
    await userEvent.selectOptions(form.querySelector('select[name="urgency"]')!, 'emergency');
    expect(await screen.findByText(RequestMessages.emergencyCall('555-0199'))).toBeInTheDocument();
  });

  it('refuses a request without a title in the form, and sends nothing', async () => {
    const calls = mockRequests();
    renderPage(['owner']);
    await fillAndSend({ description: 'Water under the sink' });
    expect(await screen.findByText(RequestMessages.titleRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/requests')).toBe(false);
  });

  it("files a request with what was typed and opens the new request's page", async () => {
    const calls = mockRequests();
    renderPage(['owner']);
    await fillAndSend({ title: 'Broken light', description: 'The hall light is out' });
    expect(await screen.findByText('Request page')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST /api/requests')).toEqual({
      categoryId: 1,
      title: 'Broken light',
      description: 'The hall light is out',
      location: 'unit',
      urgency: 'normal',
      entryPermitted: false,
      entryWindow: '',
    });
  });
});

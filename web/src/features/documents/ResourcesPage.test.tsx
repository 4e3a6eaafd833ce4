/**
 * The members' Resources & Links screen (docs/requirements.md, "Public and account screens") with the API answered at fetch: the
 * document types each member sees, newsletters by year, and the minutes for verified owners only.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { mockApi } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import ResourcesPage from './ResourcesPage';

describe('Resources & Links', () => {
  const docs = [
    {
      id: 1,
      title: 'Spring',
      docType: 'Newsletter',
      documentName: 's.pdf',
      documentFolder: 'newsletters',
      documentDate: '2023-04-01',
      docDate: '2023-04-01',
      year: 2023,
      link: '/documents/download?area=newsletter&fileName=s.pdf',
    },
    {
      id: 2,
      title: 'Winter',
      docType: 'Newsletter',
      documentName: 'w.pdf',
      documentFolder: 'newsletters',
      documentDate: '2024-01-10',
      docDate: '2024-01-10',
      year: 2024,
      link: '',
    },
    {
      id: 3,
      title: 'Fall',
      docType: 'Newsletter',
      documentName: 'f.pdf',
      documentFolder: 'newsletters',
      documentDate: '2023-10-01',
      docDate: '2023-10-01',
      year: 2023,
      link: '',
    },
  ];
  it('a tenant has no Minutes; the collage shows until a type is chosen; newsletters by year, first year selected', async () => {
    const calls = mockApi({
      'GET /api/settings': () => ({
        siteName: 'Hearth',
        cityWebsiteUrl: 'https://city.example',
        cityWebsiteName: 'Our City',
        copyrightStartYear: 2020,
      }),
      'GET /api/document': () => docs,
      'POST /api/profile/recordlogin': () => ({ id: 9 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ResourcesPage />, { auth: fakeAuth(['tenant']) });
    expect(screen.getByRole('heading', { name: 'Select a document type:' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board Meeting and AGM Minutes' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /collage/ })).toBeInTheDocument();
    const city = await screen.findByRole('link', { name: /Our City/ });
    expect(city).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Newsletters' }));
    const y2024 = await screen.findByRole('button', { name: '2024' });
    expect(y2024).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Winter/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2023' }));
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ }).map((a) => a.textContent)).toEqual([
      'Our City (opens in a new tab)',
      'Fall (opens in a new tab)',
      'Spring (opens in a new tab)',
    ]);
    const listCall = calls.find((c) => c.key === 'GET /api/document')!;
    expect((listCall.init.headers as Record<string, string>).docType).toBe('newsletters');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.key === 'POST /api/profile/logpage').map((c) => JSON.parse(String(c.init.body)).model.pageName),
      ).toContain('Newsletters'),
    );
  });
  it('marks a title the server sent in English for want of a translation: \'Not yet translated\', its text lang="en"', async () => {
    mockApi({
      'GET /api/settings': () => ({}),
      'GET /api/document': () => [
        { ...docs[1], title: 'Hiver', locale: 'fr-CA' },
        { ...docs[0], locale: 'en' },
      ],
      'POST /api/profile/recordlogin': () => ({ id: 9 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ResourcesPage />, { auth: fakeAuth(['tenant']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Newsletters' }));
    expect(await screen.findByRole('link', { name: /Hiver/ })).toBeInTheDocument();
    expect(screen.queryByText('Not yet translated')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2023' }));
    const spring = await screen.findByText('Spring');
    expect(spring).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('Not yet translated')).toHaveLength(1);
  });
  const ownerApi = (authenticated: boolean) => ({
    'GET /api/settings': () => ({}),
    'GET /api/document': () => [],
    'GET /api/profile': () => ({ id: 4, userId: 1, userName: 'owner', userType: 'owner', authenticated }),
    'POST /api/profile/recordlogin': () => ({ id: 9 }),
    'POST /api/profile/logpage': () => ({ id: 1 }),
  });
  it('a verified owner sees Minutes, with its empty message', async () => {
    mockApi(ownerApi(true));
    renderWith(<ResourcesPage />, { auth: fakeAuth(['owner']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Board Meeting and AGM Minutes' }));
    expect(await screen.findByText(Messages.noMinutes)).toBeInTheDocument();
  });
  it('an owner the association has not verified yet does not see Minutes', async () => {
    mockApi(ownerApi(false));
    renderWith(<ResourcesPage />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByRole('button', { name: 'Newsletters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Board Meeting and AGM Minutes' })).not.toBeInTheDocument());
  });
});

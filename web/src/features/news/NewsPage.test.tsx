/** The News screen rendered with a mocked API (fetch): texts, rules and role-dependent parts of docs/requirements.md, "Public and account screens". */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { Route, Routes } from 'react-router-dom';
import { bodyOf, mockApi } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import NewsPage from './NewsPage';

afterEach(() => sessionStorage.clear());

/** The news route as the app declares it: the list, and an item's own address. */
const newsRoutes = (
  <Routes>
    <Route path="/news/:id?" element={<NewsPage />} />
  </Routes>
);

describe('News', () => {
  it('marks an item the server sent in English for want of a translation: \'Not yet translated\', its text lang="en"', async () => {
    const item = (id: number, title: string, locale?: 'en' | 'fr-CA') => ({
      id,
      title,
      body: `${title}, the text`,
      publishDate: '2024-06-01',
      itemDate: `2024-06-0${id}T08:00:00Z`,
      active: true,
      thumbnail: null,
      thumbnailUrl: null,
      imageLinks: [],
      ...(locale ? { locale } : {}),
    });
    mockApi({
      'GET /api/news/active': () => [item(1, 'Window cleaning', 'en'), item(2, 'Ouverture de la piscine', 'fr-CA'), item(3, 'Plain')],
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<NewsPage />, { path: '/news/1', routes: newsRoutes });
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'PlainJun 1, 2024',
      'Ouverture de la piscineJun 1, 2024',
      'Window cleaningNot yet translatedJun 1, 2024',
    ]);
    expect(links[2].querySelector('[lang="en"]')).toHaveTextContent(/^Window cleaning$/);
    expect(links[1].querySelector('[lang]')).toBeNull();
    const heading = await screen.findByRole('heading', { level: 2, name: /Window cleaning/ });
    expect(heading).toHaveTextContent('Window cleaningNot yet translated');
    expect(screen.getByText('Window cleaning, the text')).toHaveAttribute('lang', 'en');
  });

  it("shows 'Loading data...', then titles newest first with 'MMM d, yyyy' dates, and the chosen item", async () => {
    mockApi({
      'GET /api/news/active': () => [
        {
          id: 1,
          title: 'Pool opens',
          body: 'Summer is here',
          publishDate: '2024-06-01',
          itemDate: '2024-06-01T08:00:00Z',
          active: true,
          thumbnail: null,
          thumbnailUrl: null,
          imageLinks: [],
        },
        {
          id: 2,
          title: 'Roof repairs',
          body: 'Scaffolding next week',
          publishDate: '2024-09-12',
          itemDate: '2024-09-12T08:00:00Z',
          active: true,
          thumbnail: 't.png',
          thumbnailUrl: '/uploads/news/t.png',
          imageLinks: [],
        },
      ],
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<NewsPage />, { path: '/news', routes: newsRoutes });
    expect(screen.getByText(Messages.loadingData)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Click on titles to see details' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((b) => b.textContent)).toEqual(['Roof repairsSep 12, 2024', 'Pool opensJun 1, 2024']);
    expect(links.map((b) => b.getAttribute('href'))).toEqual(['/news/2', '/news/1']);
    await userEvent.click(links[0]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Roof repairs' })).toBeInTheDocument();
    expect(screen.getByText('Scaffolding next week')).toBeInTheDocument();
  });

  it('an address of no published item (archived, scheduled, mistyped) says so beside the list', async () => {
    mockApi({ 'GET /api/news/active': () => [], 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<NewsPage />, { path: '/news/007', routes: newsRoutes });
    expect(await screen.findByRole('heading', { name: Messages.newsItemNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(Messages.newsItemNotFound)).toBeInTheDocument();
  });

  it("logs the visit once as 'News' for a visitor (loginId null, username visitor)", async () => {
    const calls = mockApi({ 'GET /api/news/active': () => [], 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<NewsPage />);
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/profile/logpage')).toHaveLength(1));
    expect(bodyOf(calls, 'POST /api/profile/logpage')).toEqual({ model: { id: 0, loginId: null, pageName: 'News' }, username: 'visitor' });
    expect(calls.some((c) => c.key === 'POST /api/profile/recordlogin')).toBe(false);
  });

  it('a signed-in user records a login once, then logs visits under it', async () => {
    const calls = mockApi({
      'GET /api/news/active': () => [],
      'POST /api/profile/recordlogin': () => ({ id: 42 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<NewsPage />, { auth: fakeAuth(['tenant']) });
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/profile/logpage')).toHaveLength(1));
    expect(bodyOf(calls, 'POST /api/profile/recordlogin')).toEqual({ userId: 7 });
    expect(bodyOf(calls, 'POST /api/profile/logpage')).toEqual({ model: { id: 0, loginId: 42, pageName: 'News' }, username: 'jane' });
  });
});

/** Sorting and grouping rules of docs/requirements.md, "Constants" as the screens use them. */
import { describe, expect, it } from 'vitest';
import { groupByYear, sortDocumentsByTitle, sortNewsNewestFirst, type Faq, type NewsItem, type PortalDocument } from '@hearth/common';
import { initialFaqId, sortedDetails } from '../features/faqs/faq-select';
import { kindsFor } from '../features/documents/kinds';
import { formatDate } from '../shared/format';

const doc = (id: number, title: string, documentDate: string): PortalDocument => ({
  id,
  title,
  documentDate,
  docType: 'Newsletter',
  documentName: `${id}.pdf`,
  documentFolder: 'newsletters',
  docDate: documentDate,
  year: Number(documentDate.slice(0, 4)),
  link: '',
});
const news = (id: number, itemDate: string) => ({ id, itemDate, title: `n${id}` }) as NewsItem;

describe('documents', () => {
  it('community documents by title ascending, ignoring case', () => {
    const sorted = sortDocumentsByTitle([
      doc(1, 'bylaws', '2020-01-01'),
      doc(2, 'Annual budget', '2021-01-01'),
      doc(3, 'Rules', '2019-01-01'),
    ]);
    expect(sorted.map((d) => d.title)).toEqual(['Annual budget', 'bylaws', 'Rules']);
  });
  it('newsletters and minutes grouped by the year of the document date, newest year first, dates descending', () => {
    const groups = groupByYear([
      doc(1, 'a', '2022-03-01'),
      doc(2, 'b', '2023-01-15'),
      doc(3, 'c', '2022-11-30'),
      doc(4, 'd', '2023-06-01'),
    ]);
    expect(groups.map((g) => g.year)).toEqual([2023, 2022]);
    expect(groups[0].documents.map((d) => d.id)).toEqual([4, 2]);
    expect(groups[1].documents.map((d) => d.id)).toEqual([3, 1]);
  });
});

describe('news', () => {
  it('newest item date first', () => {
    expect(
      sortNewsNewestFirst([news(1, '2024-01-01T10:00:00Z'), news(2, '2024-03-01T10:00:00Z'), news(3, '2023-12-31T10:00:00Z')]).map(
        (n) => n.id,
      ),
    ).toEqual([2, 1, 3]);
  });
  it("dates show as 'MMM d, yyyy'", () => {
    expect(formatDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatDate('')).toBe('');
  });
});

describe('FAQs', () => {
  const faq = (id: number): Faq => ({ id, question: `q${id}`, answer: 'a', details: [] });
  it('selects id 1 by default, else the first', () => {
    expect(initialFaqId([faq(3), faq(1)])).toBe(1);
    expect(initialFaqId([faq(3), faq(4)])).toBe(3);
    expect(initialFaqId([])).toBeNull();
  });
  it('details in sequence order', () => {
    const f = {
      ...faq(1),
      details: [
        { sequence: 2, body: 'b' },
        { sequence: 1, body: 'a' },
      ],
    };
    expect(sortedDetails(f).map((d) => d.body)).toEqual(['a', 'b']);
  });
});

describe('Resources menu', () => {
  const labels = (roles: string[], verified = true) => kindsFor(roles, verified).map((k) => k.label.message);
  it('Minutes only for verified owners or admins', () => {
    expect(labels(['tenant'])).toEqual(['Community Documents', 'Newsletters']);
    expect(labels(['propmgr', 'director'])).toEqual(['Community Documents', 'Newsletters']);
    expect(labels(['owner'])).toEqual(['Community Documents', 'Newsletters', 'Board Meeting and AGM Minutes']);
    expect(labels(['owner'], false)).toEqual(['Community Documents', 'Newsletters']);
    expect(labels(['admin'], false)).toContain('Board Meeting and AGM Minutes');
  });
});

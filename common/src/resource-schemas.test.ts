import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  directorModelSchema,
  documentModelSchema,
  idHeaderSchema,
  isSafeFileName,
  logPageSchema,
  ownersOnlyHeaderSchema,
  profileModelSchema,
} from './resource-schemas';
import { firstIssueMessage } from './validation';

const messageOf = (result: { success: boolean; error?: unknown }) => (result.success ? null : firstIssueMessage(result.error as never));

describe('resource schemas', () => {
  it('accepts only bare file names', () => {
    for (const ok of ['a.pdf', 'agm-minutes-lq3k2f9a1b.pdf', 'Logo_1.PNG']) expect(isSafeFileName(ok), ok).toBe(true);
    for (const bad of [
      '',
      '../x.pdf',
      '..',
      '.hidden',
      '/etc/passwd',
      'a/b.pdf',
      'a\\b.pdf',
      'a..pdf',
      'x'.repeat(201),
      'a b.pdf',
      'a\u0000.pdf',
      5,
    ]) {
      expect(isSafeFileName(bad), String(bad)).toBe(false);
    }
  });

  it('gives the title message of the document kind', () => {
    const base = { id: 0, title: '', documentName: 'a.pdf' };
    expect(messageOf(documentModelSchema.safeParse({ ...base, docType: 'Newsletter' }))).toBe(Messages.newsletterTitleRequired);
    expect(messageOf(documentModelSchema.safeParse({ ...base, docType: 'Minutes' }))).toBe(Messages.minutesTitleRequired);
    expect(messageOf(documentModelSchema.safeParse({ ...base, docType: 'Document' }))).toBe(Messages.documentTitleRequired);
    const parsed = documentModelSchema.parse({
      ...base,
      title: 'T',
      docType: 'Document',
      documentDate: '2024-05-06T10:00:00.000Z',
      changed: true,
    });
    expect(parsed.documentDate).toBe('2024-05-06');
    expect(documentModelSchema.safeParse({ ...base, title: 'T', docType: 'Document', owner: 1 }).success).toBe(false);
  });

  it('takes director roles as ids or role objects, with the defaults of docs/requirements.md §4', () => {
    const director = {
      firstName: 'A',
      lastName: 'B',
      unitNumber: '1',
      email: 'a@b.com',
      phone: '1',
      roles: [{ id: 2, role: 'Treasurer' }, 3],
    };
    expect(directorModelSchema.parse(director)).toMatchObject({ id: 0, position: -1, active: false, roles: [2, 3] });
    expect(messageOf(directorModelSchema.safeParse({ ...director, roles: [] }))).toBe(Messages.rolesRequired);
  });

  it('reads id headers as digits only', () => {
    const schema = idHeaderSchema('bad');
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse('42')).toBe(42);
    for (const bad of ['-1', '1e3', '1.5', 'abc', '', ' 1', '12345678901']) expect(schema.safeParse(bad).success, bad).toBe(false);
  });

  it('reads the ownersOnly header', () => {
    expect(ownersOnlyHeaderSchema.parse(undefined)).toBe(true);
    expect(ownersOnlyHeaderSchema.parse('ownersOnly')).toBe(true);
    expect(ownersOnlyHeaderSchema.parse('all')).toBe(false);
    expect(ownersOnlyHeaderSchema.parse('false')).toBe(false);
    expect(ownersOnlyHeaderSchema.safeParse('maybe').success).toBe(false);
  });

  it('treats an empty profile e-mail as absent and refuses unknown fields', () => {
    const profile = { id: 3, firstName: 'A', lastName: 'B', unitNumber: '1', streetName: 'S', userType: 'owner', email: '' };
    expect(profileModelSchema.parse(profile).email).toBeUndefined();
    expect(profileModelSchema.safeParse({ ...profile, isAdmin: true }).success).toBe(false);
  });

  it('accepts a page visit with id 0 and nothing else', () => {
    expect(logPageSchema.parse({ model: { id: 0, loginId: null, pageName: 'News' }, username: 'visitor' }).model.pageName).toBe('News');
    expect(messageOf(logPageSchema.safeParse({ model: { id: 0, pageName: ' ' } }))).toBe(Messages.pageNameRequired);
    expect(logPageSchema.safeParse({ model: { id: 0, pageName: 'News', profileId: 1 } }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { Messages as M } from './messages';
import { NoticeMail } from './notices';
import {
  addressFields,
  asOneLine,
  changePasswordFormSchema,
  copyrightStartYearSchema,
  emailSchema,
  pictureAddressSchema,
  requiredText,
  webAddressSchema,
  firstIssueMessage,
  isRealDateTime,
  isRealDay,
  isoDateSchema,
  NEWS_DATE,
  parseAddress,
  passwordSchema,
  registerFormSchema,
  userNameSchema,
} from './validation';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('schemas of docs/requirements.md §5', () => {
  it('user name: required, 3 to 50 of the allowed characters', () => {
    expect(messageOf(userNameSchema.safeParse(''))).toBe(M.userNameRequired);
    expect(messageOf(userNameSchema.safeParse('ab'))).toBe(M.userNamePattern);
    expect(messageOf(userNameSchema.safeParse('has space'))).toBe(M.userNamePattern);
    expect(messageOf(userNameSchema.safeParse('x'.repeat(51)))).toBe(M.userNamePattern);
    expect(userNameSchema.safeParse('jane.doe+1@home_unit-7').success).toBe(true);
  });

  it('e-mail: lowercase local part and a 2 to 4 letter top-level domain', () => {
    const email = emailSchema();
    expect(messageOf(email.safeParse(''))).toBe(M.emailRequired);
    expect(messageOf(emailSchema(M.oldEmailRequired).safeParse(''))).toBe(M.oldEmailRequired);
    expect(messageOf(email.safeParse('not-an-email'))).toBe(M.emailInvalid);
    expect(messageOf(email.safeParse('Jane@example.org'))).toBe(M.emailPattern);
    expect(messageOf(email.safeParse('jane@example.museum'))).toBe(M.emailPattern);
    expect(email.safeParse('jane.doe@maplecourt.test').success).toBe(true);
  });

  it('password: 8+ characters with a digit, a lowercase, an uppercase and a special character', () => {
    expect(messageOf(passwordSchema.safeParse(''))).toBe(M.passwordRequired);
    for (const weak of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12']) {
      expect(messageOf(passwordSchema.safeParse(weak)), weak).toBe(M.passwordPattern);
    }
    expect(passwordSchema.safeParse('Good Pass1').success).toBe(true);
  });

  it('change password: new and confirm must match', () => {
    const result = changePasswordFormSchema.safeParse({ oldPwd: 'Old-Passw0rd', newPwd: 'New-Passw0rd', confirmPwd: 'Other-Passw0rd' });
    expect(messageOf(result)).toBe(M.passwordsDontMatch);
    expect(changePasswordFormSchema.safeParse({ oldPwd: 'x', newPwd: 'New-Passw0rd', confirmPwd: 'New-Passw0rd' }).success).toBe(true);
  });

  it('registration: every required field has its message', () => {
    const result = registerFormSchema.safeParse({
      userName: 'jane',
      email: 'jane@home.org',
      password: 'Good-Passw0rd',
      firstName: '',
      lastName: ' ',
      unitNumber: '',
      streetName: '',
    });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        M.firstNameRequired,
        M.lastNameRequired,
        M.unitNumberRequired,
        M.streetNameRequired,
        M.registrationTypeRequired,
      ]),
    );
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(M.firstNameRequired);
  });

  it('address claims are JSON text with unit_number and street_name', () => {
    expect(parseAddress('{"unit_number":"204","street_name":"Maple Court"}')).toEqual({ unit_number: '204', street_name: 'Maple Court' });
    expect(parseAddress('204 Maple Court')).toBeNull();
    expect(parseAddress(undefined)).toBeNull();
  });
});

describe('the date rule (docs/requirements.md §9)', () => {
  it('takes real days of the years 1000 to 9999 only, and never throws', () => {
    for (const day of ['1000-01-01', '2024-02-29', '9999-12-31']) expect(isRealDay(day), day).toBe(true);
    for (const value of [
      '20-11-2026',
      '2026-02-30',
      '2025-02-29',
      '0999-12-31',
      '10000-01-01',
      '2026-1-5',
      '',
      'x',
      20261120,
      null,
      [],
      {},
    ])
      expect(isRealDay(value), JSON.stringify(value)).toBe(false);
    expect(isRealDateTime('2026-11-20T00:00:00.000Z')).toBe(true);
    expect(isRealDateTime('2026-11-20T25:00:00Z')).toBe(false);
  });

  it("answers the field's message: required for a missing date, invalid for any other wrong one", () => {
    const schema = isoDateSchema(NEWS_DATE);
    const message = (value: unknown) => firstIssueMessage(schema.safeParse(value).error!);
    for (const missing of ['', '   ', undefined, null]) expect(message(missing)).toBe(M.newsDateRequired);
    for (const wrong of ['20-11-2026', '2026-02-30', '0999-12-31', 42, ['2026-11-20'], { y: 2026 }])
      expect(message(wrong)).toBe(M.newsDateInvalid);
    expect(schema.parse('2026-11-20')).toBe('2026-11-20');
  });
});

describe('one-line fields and web addresses (docs/requirements.md §5)', () => {
  it('refuses line breaks and control characters in a one-line field with its message; trims the ends', () => {
    for (const bad of ['No\r\nURGENT', 'a\nb', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u0085b', 'a\u2028b'])
      expect(messageOf(addressFields.firstName.safeParse(bad)), JSON.stringify(bad)).toBe(M.singleLine('First Name'));
    expect(addressFields.streetName.parse('  Maple Court\r\n')).toBe('Maple Court');
    expect(messageOf(addressFields.unitNumber.safeParse(''))).toBe(M.unitNumberRequired);
  });

  it('lets a multi-line text keep line breaks and tabs, nothing else', () => {
    expect(requiredText('x').parse('One\r\nTwo\tthree')).toBe('One\r\nTwo\tthree');
    expect(messageOf(requiredText('x').safeParse('One\u0000Two'))).toBe(M.controlCharacters);
  });

  it('takes http(s) addresses only; pictures may also be a path on this site', () => {
    const web = webAddressSchema('Web Site');
    for (const ok of ['https://acme.example', 'http://acme.example/x?y=1', ' HTTPS://ACME.EXAMPLE '])
      expect(web.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,x',
      'mailto:a@b.c',
      '/uploads/x.png',
      'acme.example',
    ])
      expect(messageOf(web.safeParse(bad)), bad).toBe(M.webAddress('Web Site'));
    expect(pictureAddressSchema.safeParse('/uploads/news/a.png').success).toBe(true);
    for (const bad of ['//evil.example/a.png', '/\\evil.example/a.png', 'javascript:alert(1)'])
      expect(messageOf(pictureAddressSchema.safeParse(bad)), bad).toBe(M.webOrSiteAddress('A picture address'));
  });

  it('quotes input in e-mails as one line, older rows included', () => {
    expect(asOneLine('Legacy\r\n\r\nURGENT\u2028x')).toBe('Legacy URGENT x');
    expect(NoticeMail.subject('Hearth\r\nBcc: x', 'news', 'Pool\nopen')).toBe('Hearth Bcc: x: News: Pool open');
    expect(NoticeMail.itemBody('Pool\r\n\r\nURGENT', 'Excerpt', 'https://h.example/news')).toBe(
      'Pool URGENT\n\nExcerpt\n\nRead it on the portal: https://h.example/news',
    );
  });
});

describe('the copyright start year (docs/requirements.md §5)', () => {
  it('is four digits from 1000 to 9999, nothing else', () => {
    for (const year of ['1000', '2017', '9999']) expect(copyrightStartYearSchema.safeParse(year).success).toBe(true);
    for (const bad of ['2,017', '2.017', '0999', '10000', '999', ' 2017', '2017\n', '', 'abcd', 2017]) {
      const result = copyrightStartYearSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0].message).toBe(M.copyrightStartYear);
    }
  });
});

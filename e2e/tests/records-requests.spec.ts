/**
 * A records request from asking to answer, with its e-mails (docs/requirements.md §20), at 1280 and
 * 375 px: a verified owner asks for records on Records and is e-mailed the acknowledgement (the
 * deadline and the statute); the directors are alerted with the screen to answer on; a director answers
 * there with two documents and a note and sees it said; the owner is e-mailed both documents' links and
 * sees the answer on Records. Axe finds nothing serious on either screen.
 */
import { expect, test, type Browser } from '@playwright/test';
import { RecordsMessages } from '@hearth/common';
import { allEmails, DEMO_ACCOUNTS, expectToast, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

const VIEWPORTS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 }, mobile: false, category: 'Annual budget and proposed budgets' },
  { name: '375 px', viewport: { width: 375, height: 740 }, mobile: true, category: 'Approved minutes of board meetings (last 12 months)' },
] as const;

/** The newest e-mail to this address since `after` whose subject matches, waiting for it to arrive. */
async function mailTo(address: string, subject: RegExp, after: Date) {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = allEmails()
      .filter((m) => m.to.includes(wanted) && new Date(m.receivedAt) >= after && subject.test(m.subject))
      .pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} matching ${subject} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function pageAt(browser: Browser, size: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: size.mobile, isMobile: size.mobile });
  return context.newPage();
}

for (const size of VIEWPORTS)
  test(`a records request from asking to answer with its e-mails (${size.name})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const owner = DEMO_ACCOUNTS.owner;
    const director = DEMO_ACCOUNTS.director;
    const details = `Asked at ${size.name}, ${Date.now().toString(36)}`;

    // The owner asks.
    const asking = await pageAt(browser, size);
    await signIn(asking, 'owner');
    await asking.goto('/records');
    await expect(asking.getByRole('heading', { level: 1 })).toHaveText('Official Records');
    const form = asking.getByRole('region', { name: 'Ask for records' });
    const asked = new Date();
    await form.getByRole('combobox', { name: 'Records' }).selectOption({ label: size.category });
    await form.getByRole('combobox', { name: 'What you want' }).selectOption({ label: 'Receive copies' });
    await form.getByRole('textbox', { name: 'Details (optional)' }).fill(details);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expectToast(asking, /^Request sent: the association answers by \d{4}-\d{2}-\d{2}\.$/);
    await expectNoSeriousViolations(asking, `Records with a request (owner, ${size.name})`);

    const receipt = await mailTo(owner.email, /your records request #\d+ .* is received$/, asked);
    const id = Number(/#(\d+)/.exec(receipt.subject)![1]);
    expect(receipt.text).toContain(`Records: ${size.category}`);
    expect(receipt.text).toContain('Asked for: Receive copies');
    expect(receipt.text).toContain(`Details: ${details}`);
    expect(receipt.text).toMatch(/Answer due by: \w+day, \w+ \d{1,2}, \d{4} \([\w/]+\) \(counted in business days/);
    expect(receipt.text).toContain('Under: §718.111(12)(c)1, Fla. Stat.');

    const alert = await mailTo(director.email, new RegExp(`records request #${id} from .*, due \\d{4}-\\d{2}-\\d{2}$`), asked);
    expect(alert.text).toContain(`Details: ${details}`);
    const answerScreen = alert.links.find((l) => l.endsWith('/admin/records'))!;
    expect(answerScreen).toBeTruthy();

    // A director follows the alert's link and answers with two documents and a note.
    const answering = await pageAt(browser, size);
    await signIn(answering, 'director');
    await answering.goto(new URL(answerScreen).pathname);
    await expect(answering.getByRole('heading', { level: 1 })).toHaveText('Admin: Official Records');
    const documents = answering.getByRole('listbox', { name: `Documents to send for request ${id}` });
    await expect(documents.getByRole('option').nth(1)).toBeAttached();
    const titles = [
      (await documents.getByRole('option').nth(0).textContent())!,
      (await documents.getByRole('option').nth(1).textContent())!,
    ];
    await expectNoSeriousViolations(answering, `Admin: Official Records with a request (${size.name})`);
    await documents.selectOption(titles.map((label) => ({ label })));
    const note = `The originals are at the office (${size.name}).`;
    await answering.getByRole('textbox', { name: `Note to the owner for request ${id} (optional)` }).fill(note);
    const answered = new Date();
    const row = answering.getByRole('row').filter({ has: documents });
    const requestedBy = /— (.+)$/.exec((await row.getByRole('cell').first().textContent())!.trim())![1];
    await row.getByRole('button', { name: 'Answer' }).click();
    await expectToast(answering, RecordsMessages.requestAnsweredToast(id, requestedBy));
    await expect(answering.getByRole('listbox', { name: `Documents to send for request ${id}` })).toHaveCount(0);

    // The owner is e-mailed both documents' links and the note, and sees the answer on Records.
    const answer = await mailTo(owner.email, new RegExp(`your records request #${id} .* is answered$`), answered);
    for (const title of titles) expect(answer.text).toMatch(new RegExp(`- ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: https?://\\S+`));
    expect(answer.links.filter((l) => l.includes('/documents/download') || l.includes('/api/records/'))).toHaveLength(2);
    expect(answer.text).toContain(`Note: ${note}`);

    await asking.reload();
    const mine = asking.getByRole('table', { name: 'Records requests' }).getByRole('row').filter({ hasText: note });
    await expect(mine).toContainText('Answered in time');
    for (const title of titles) await expect(mine.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousViolations(asking, `Records with an answer (owner, ${size.name})`);
    await asking.context().close();
    await answering.context().close();
  });

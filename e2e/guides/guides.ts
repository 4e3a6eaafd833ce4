/**
 * The How To guides (docs/requirements.md §2.2): for each, the steps a person takes in the portal. Each step's
 * `show` brings the portal to the state the step talks about and returns the control to point at
 * (outlined on the screenshot); the next step usually starts by using that control.
 * Texts quote the screen between ‘…’. The header's How To menu links to /guides/<name>.pdf.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, lastEmailTo } from '../support';
import { pdf, png } from '../tests/admin/admin-helpers';
import type { FreshAccount } from '../tests/public/public-helpers';

export interface GuideSession {
  page: Page;
  /** The account the guide works with (a fresh resident, or the demo director). */
  account: FreshAccount;
  /** Values shared between the steps of one guide. */
  memo: Record<string, string>;
}

export interface GuideStep {
  text: string;
  show: (s: GuideSession) => Promise<Locator | void>;
}

export interface Guide {
  name: string;
  title: string;
  audience: string;
  intro: string;
  /** visitor: nobody signed in; resident: a freshly registered, verified resident; director: the demo director. */
  as: 'visitor' | 'resident' | 'director';
  steps: GuideStep[];
}

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByText(text)
    .first();
const suffix = () => Date.now().toString(36).slice(-4);

async function openManage(page: Page, feature: 'Password' | 'Email' | 'Profile') {
  await page.getByRole('link', { name: /^Hello, / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Management');
  return page.getByRole('button', { name: feature, exact: true });
}

/** Opens the header's Admin menu and returns its entry. */
async function adminMenuEntry(page: Page, entry: string) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  return adminLink(page, entry);
}

/** The Admin menu's entry (the header has public News and FAQs links of the same names). */
const adminLink = (page: Page, entry: string) =>
  page.getByRole('menuitem', { name: entry, exact: true }).and(page.locator('[href^="/admin/"]'));

async function openAdminScreen(page: Page, entry: string, title: string) {
  await adminLink(page, entry).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

// ------------------------------------------------------------------------------ visitors and residents

const registration: Guide = {
  name: 'registration',
  title: 'How to Register',
  audience: 'For everyone',
  as: 'visitor',
  intro:
    'Owners, tenants and property managers register once to reach the residents’ area: Resources & Links, FAQs, the board contacts and their own account. ' +
    'Registrations made before July 25, 2020 were not carried over, so register again if that is your case. You need an e-mail address you can read.',
  steps: [
    {
      text: 'Open the portal’s home page. In the ‘Register’ panel (or in the header), click ‘Register’.',
      show: async ({ page }) => {
        await page.goto('/home');
        return page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: 'Register', exact: true }) })
          .getByRole('link', { name: 'Register' });
      },
    },
    {
      text: 'Type the user name you want (3 to 50 letters, digits or _ - . @ +) and your e-mail address in lower case, then click ‘verify uniqueness’.',
      show: async ({ page, account }) => {
        await page.getByRole('link', { name: 'Register' }).first().click();
        await page.getByRole('textbox', { name: 'User Name' }).fill(account.userName);
        await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
        return page.getByRole('button', { name: 'verify uniqueness' });
      },
    },
    {
      text:
        'When both are free, the rest of the form appears. Choose a password of at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character; ' +
        'enter your first name, last name, unit number and street name, choose who you are (Owner, Tenant or Property Manager) and click ‘Register’.',
      show: async ({ page, account }) => {
        await page.getByRole('button', { name: 'verify uniqueness' }).click();
        await expect(toast(page, 'User Name and Email are available: please complete the registration.')).toBeVisible();
        await page.getByLabel('Password', { exact: true }).fill(account.password);
        await page.getByRole('textbox', { name: 'First Name' }).fill(account.firstName);
        await page.getByRole('textbox', { name: 'Last Name' }).fill(account.lastName);
        await page.getByRole('textbox', { name: 'Unit Number' }).fill('508');
        await page.getByRole('textbox', { name: 'Street Name' }).fill('Maple Court');
        await page.getByRole('combobox', { name: 'You are' }).selectOption('owner');
        return page.getByRole('button', { name: 'Register', exact: true });
      },
    },
    {
      text: 'The portal creates your account and sends you an e-mail to verify your address. You cannot log in before that.',
      show: async ({ page, memo }) => {
        memo.before = new Date().toISOString();
        await page.getByRole('button', { name: 'Register', exact: true }).click();
        await expect(page.getByText('Well done! Your account was created successfully')).toBeVisible();
        return page.getByText('Well done! Your account was created successfully');
      },
    },
    {
      text: 'Open the e-mail from the portal and click its verification link (it works once, within 7 days).',
      show: async ({ page, account, memo }) => {
        const mail = await lastEmailTo(account.email, { after: new Date(memo.before) });
        memo.link = mail.links.find((l) => l.includes('/api/account/confirm')) ?? '';
        const body =
          mail.html ||
          `<pre style="white-space:pre-wrap;font:14px sans-serif">${mail.text.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</pre>`;
        await page.setContent(
          `<div style="font:14px sans-serif;padding:16px;border-bottom:1px solid #ccc"><b>Subject:</b> ${mail.subject}<br><b>To:</b> ${account.email}</div><div style="padding:16px">${body}</div>`,
        );
        return page
          .locator(`a[href*="/api/account/confirm"]`)
          .first()
          .or(page.getByText(/\/api\/account\/confirm/).first());
      },
    },
    {
      text: 'The portal thanks you: your address is verified. Click ‘Login’.',
      show: async ({ page, memo }) => {
        await page.goto(memo.link);
        await expect(toast(page, /your email address has been verified/)).toBeVisible();
        return page.getByRole('button', { name: 'Login', exact: true }).first();
      },
    },
    {
      text: 'On the login page, type your user name and password and click ‘Login’.',
      show: async ({ page, account }) => {
        await page.getByRole('button', { name: 'Login', exact: true }).first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
        await page.getByLabel('User Name', { exact: true }).fill(account.userName);
        await page.getByLabel('Password', { exact: true }).fill(account.password);
        return page.getByRole('button', { name: 'Login', exact: true });
      },
    },
    {
      text: 'You are in: the header greets you and offers ‘Resources & Links’. ‘Hello, <your name>’ leads to your account.',
      show: async ({ page, account }) => {
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        const hello = page.getByRole('link', { name: `Hello, ${account.firstName}` });
        await expect(hello).toBeVisible({ timeout: 20_000 });
        return hello;
      },
    },
  ],
};

const accountIntro = (what: string) =>
  `${what} Log in first; your account pages are under ‘Hello, <your name>’ at the right of the header (Account Management).`;

const changePassword: Guide = {
  name: 'change-password',
  title: 'How to Change Your Password',
  audience: 'For registered users',
  as: 'resident',
  intro: accountIntro(
    'Change the password you log in with. You need your current password (if you forgot it, use ‘Reset Password’ on the home page instead).',
  ),
  steps: [
    {
      text: 'Once logged in, click ‘Hello, <your name>’ in the header.',
      show: async ({ page }) => page.getByRole('link', { name: /^Hello, / }),
    },
    { text: 'In Account Management, choose ‘Password’.', show: async ({ page }) => openManage(page, 'Password') },
    {
      text: 'Type your current password as ‘Old Password’, then the new one twice (‘New Password’ and ‘Confirm Password’): at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character. Click ‘Change Password’.',
      show: async ({ page, account, memo }) => {
        await page.getByRole('button', { name: 'Password', exact: true }).click();
        memo.newPassword = 'Garden-Path7!';
        await page.getByLabel('Old Password', { exact: true }).fill(account.password);
        await page.getByLabel('New Password', { exact: true }).fill(memo.newPassword);
        await page.getByLabel('Confirm Password', { exact: true }).fill(memo.newPassword);
        return page.getByRole('button', { name: 'Change Password' });
      },
    },
    {
      text: 'The portal confirms ‘Password successfully changed.’ Use the new password from your next login on.',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Change Password' }).click();
        await expect(toast(page, 'Password successfully changed.')).toBeVisible();
        return toast(page, 'Password successfully changed.');
      },
    },
  ],
};

const changeEmail: Guide = {
  name: 'change-email',
  title: 'How to Change Your Email',
  audience: 'For registered users',
  as: 'resident',
  intro: accountIntro('Change the e-mail address the portal writes to (password resets, user name reminders).'),
  steps: [
    {
      text: 'Once logged in, click ‘Hello, <your name>’ in the header.',
      show: async ({ page }) => page.getByRole('link', { name: /^Hello, / }),
    },
    { text: 'In Account Management, choose ‘Email’.', show: async ({ page }) => openManage(page, 'Email') },
    {
      text: 'Type your current address as ‘Old Email’ and the new one as ‘New Email’ (in lower case), then click ‘Change Email’.',
      show: async ({ page, account, memo }) => {
        await page.getByRole('button', { name: 'Email', exact: true }).click();
        memo.newEmail = `${account.userName}.home@maplecourt.test`;
        await page.getByRole('textbox', { name: 'Old Email' }).fill(account.email);
        await page.getByRole('textbox', { name: 'New Email' }).fill(memo.newEmail);
        return page.getByRole('button', { name: 'Change Email' });
      },
    },
    {
      text: 'The portal confirms the change (‘Email in the Security system successfully changed to …’) and your profile now shows the new address.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: 'Change Email' }).click();
        const done = toast(page, `Email in the Security system successfully changed to ${memo.newEmail}`);
        await expect(done).toBeVisible();
        return done;
      },
    },
  ],
};

const editProfile: Guide = {
  name: 'edit-profile',
  title: 'How to Edit Your Profile',
  audience: 'For registered users',
  as: 'resident',
  intro: accountIntro(
    'Keep your name, unit, street and type of registration (owner, tenant or property manager) up to date: the board uses them, e.g. to add you as a director.',
  ),
  steps: [
    {
      text: 'Once logged in, click ‘Hello, <your name>’ in the header.',
      show: async ({ page }) => page.getByRole('link', { name: /^Hello, / }),
    },
    { text: 'In Account Management, choose ‘Profile’.', show: async ({ page }) => openManage(page, 'Profile') },
    {
      text: 'Change what is needed: ‘First Name’, ‘Last Name’, ‘Unit Number’, ‘Street Name’ and ‘Type of Registration’ are all required. Then click ‘Save Profile’.',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Profile', exact: true }).click();
        const unit = page.getByRole('textbox', { name: 'Unit Number' });
        await expect(unit).not.toHaveValue('');
        await unit.fill('612');
        return page.getByRole('button', { name: 'Save Profile' });
      },
    },
    {
      text: 'The portal confirms ‘Profile data successfully updated.’',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Save Profile' }).click();
        await expect(toast(page, 'Profile data successfully updated.')).toBeVisible();
        return toast(page, 'Profile data successfully updated.');
      },
    },
  ],
};

// ------------------------------------------------------------------------------ board directors and administrators

const adminIntro = (what: string) =>
  `${what} These screens are for board directors and administrators: log in, then use the ‘Admin’ menu of the header. ` +
  'Every list works the same way: the edit button of a row turns it into fields, the undo button puts the row back as it was loaded, and ‘Save Changes’ (shown while something is changed) sends the changed rows. Messages appear at the bottom right.';

const boardDirector = DEMO_ACCOUNTS.tenant;
const editBoard: Guide = {
  name: 'edit-board',
  title: 'How to Edit Board Directors',
  audience: 'For board directors and administrators',
  as: 'director',
  intro: adminIntro(
    'Add a new director and keep the board list current. A director must first be registered with the portal (same first name, last name and unit number). Saving a director as active grants the director’s administrative privileges; saving as inactive revokes them.',
  ),
  steps: [
    {
      text: 'Open the ‘Admin’ menu of the header and choose ‘Board Directors’.',
      show: async ({ page }) => adminMenuEntry(page, 'Board Directors'),
    },
    {
      text: 'The list shows the directors. To add one, click ‘Add Board Directors’.',
      show: async ({ page }) => {
        await openAdminScreen(page, 'Board Directors', 'Admin:  Board Directors');
        return page.getByRole('button', { name: 'Add Board Directors' });
      },
    },
    {
      text: 'Fill in first name, last name, unit number (as registered), e-mail and phone, choose one or more ‘Responsibilities’ and tick ‘Active’. ‘Save Board Director’ becomes available once everything is valid: click it.',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Add Board Directors' }).click();
        await page.getByLabel('First Name').fill(boardDirector.firstName);
        await page.getByLabel('Last Name').fill(boardDirector.lastName);
        await page.getByLabel('Unit Number').fill(boardDirector.unitNumber);
        await page.getByLabel('Email').fill(boardDirector.email);
        await page.getByLabel('Phone').fill('555-0412');
        await page.getByLabel('Responsibilities').selectOption({ label: 'Social Committee Chair' });
        await page.getByLabel('Active').check();
        return page.getByRole('button', { name: 'Save Board Director' });
      },
    },
    {
      text: 'The portal adds the director, grants the privileges and shows the list again. ‘Cancel - Go Back’ would have left the form without saving.',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Save Board Director' }).click();
        await expect(toast(page, 'New director successfully added')).toBeVisible();
        return toast(page, 'New director successfully added');
      },
    },
    {
      text: 'To change a director, click the row’s edit button, change the fields (here the phone) and click ‘Save Changes’. Unticking ‘Active’ and saving removes the director’s privileges.',
      show: async ({ page }) => {
        const name = `${boardDirector.firstName} ${boardDirector.lastName}`;
        await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
        await page.getByLabel(`Phone of ${name}`, { exact: true }).fill('555-0413');
        return page.getByRole('button', { name: 'Save Changes' });
      },
    },
    {
      text: 'The portal confirms ‘Directors successfully updated’ and lists the board as saved.',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(toast(page, 'Directors successfully updated')).toBeVisible();
        return toast(page, 'Directors successfully updated');
      },
    },
  ],
};

const editManagers: Guide = {
  name: 'edit-managers',
  title: 'How to Edit Property Managers',
  audience: 'For board directors and administrators',
  as: 'director',
  intro: adminIntro(
    'Keep the property management company’s contact details current: the active ones show on the Contacts page for everyone.',
  ),
  steps: [
    { text: 'Open the ‘Admin’ menu and choose ‘Property Managers’.', show: async ({ page }) => adminMenuEntry(page, 'Property Managers') },
    {
      text: 'To add a company, click ‘Add Property Manager’.',
      show: async ({ page }) => {
        await openAdminScreen(page, 'Property Managers', 'Admin: Management');
        return page.getByRole('button', { name: 'Add Property Manager' });
      },
    },
    {
      text: 'Fill in the company name, phone number, after hours phone, fax, e-mail and web site (all required), tick ‘Active’ to show it on Contacts, and choose its logo (a gif, jpg or png picture, resized to at most 1000 x 1000). Wait for ‘Upload success.’, then click ‘Save Property Manager’.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: 'Add Property Manager' }).click();
        memo.name = `Harbourview Property Services ${suffix()}`;
        await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill(memo.name);
        await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('555-0400');
        await page.getByRole('textbox', { name: 'After Hours Phone', exact: true }).fill('555-0401');
        await page.getByRole('textbox', { name: 'Fax', exact: true }).fill('555-0402');
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill('office@harbourview.test');
        await page.getByRole('textbox', { name: 'Web Site', exact: true }).fill('https://harbourview.test');
        await page.getByLabel('Logo image').setInputFiles({ name: 'harbourview-logo.png', mimeType: 'image/png', buffer: png(600, 300) });
        await expect(toast(page, 'Upload success.')).toBeVisible();
        return page.getByRole('button', { name: 'Save Property Manager' });
      },
    },
    {
      text: 'The company joins the list (‘New Property Manager successfully added.’). A company with the same name and phone as an existing one is refused: update and activate that one instead.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: 'Save Property Manager' }).click();
        await expect(toast(page, 'New Property Manager successfully added.')).toBeVisible();
        return page.getByRole('row').filter({ hasText: memo.name }).first();
      },
    },
    {
      text: 'To change a company, click its row’s edit button, change the fields (here the phone; the logo can be replaced too) and click ‘Save Changes’.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: `Edit ${memo.name}`, exact: true }).click();
        await page.getByLabel(`Phone of ${memo.name}`, { exact: true }).fill('555-0499');
        return page.getByRole('button', { name: 'Save Changes' });
      },
    },
    {
      text: 'The portal confirms ‘Property Managers successfully updated’.',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(toast(page, 'Property Managers successfully updated')).toBeVisible();
        return toast(page, 'Property Managers successfully updated');
      },
    },
  ],
};

/** Newsletters, minutes and community documents share one screen layout. */
function documentsGuide(options: {
  name: string;
  title: string;
  entry: string;
  screenTitle: string;
  add: string;
  save: string;
  added: string;
  updated: string;
  sample: string;
  what: string;
}): Guide {
  const { entry, screenTitle, add, save, added, updated, sample } = options;
  return {
    name: options.name,
    title: options.title,
    audience: 'For board directors and administrators',
    as: 'director',
    intro: adminIntro(options.what),
    steps: [
      { text: `Open the ‘Admin’ menu and choose ‘${entry}’.`, show: async ({ page }) => adminMenuEntry(page, entry) },
      {
        text: `The list shows title, file name and date of each document. To add one, click ‘${add}’.`,
        show: async ({ page }) => {
          await openAdminScreen(page, entry, screenTitle);
          return page.getByRole('button', { name: add });
        },
      },
      {
        text: `Choose the ‘Document Date’ (it decides the year the document is listed under), type the ‘Title’ and choose the PDF file. Wait for ‘Upload success.’, then click ‘${save}’.`,
        show: async ({ page, memo }) => {
          await page.getByRole('button', { name: add }).click();
          memo.title = `${sample} ${suffix()}`;
          await page.getByLabel('Document Date').fill('2026-05-15');
          await page.getByRole('textbox', { name: 'Title', exact: true }).fill(memo.title);
          await page
            .getByLabel('PDF document')
            .setInputFiles({ name: `${options.name}.pdf`, mimeType: 'application/pdf', buffer: pdf(memo.title) });
          await expect(toast(page, 'Upload success.')).toBeVisible();
          return page.getByRole('button', { name: save });
        },
      },
      {
        text: `The portal confirms ‘${added}’ and the document is in the list; residents find it under Resources & Links.`,
        show: async ({ page, memo }) => {
          await page.getByRole('button', { name: save }).click();
          await expect(toast(page, added)).toBeVisible();
          return page.getByRole('row').filter({ hasText: memo.title }).first();
        },
      },
      {
        text: 'To correct a document, click its row’s edit button: change the title or the date, or replace the file with another PDF. Then click ‘Save Changes’ (the undo button puts the row back instead).',
        show: async ({ page, memo }) => {
          await page.getByRole('button', { name: `Edit ${memo.title}`, exact: true }).click();
          await page.getByLabel(`Document date of ${memo.title}`).fill('2026-05-20');
          return page.getByRole('button', { name: 'Save Changes' });
        },
      },
      {
        text: `The portal confirms ‘${updated}’.`,
        show: async ({ page }) => {
          await page.getByRole('button', { name: 'Save Changes' }).click();
          await expect(toast(page, updated)).toBeVisible();
          return toast(page, updated);
        },
      },
    ],
  };
}

const editNewsletters = documentsGuide({
  name: 'edit-newsletters',
  title: 'How to Edit Newsletters',
  entry: 'Newsletters',
  screenTitle: 'Admin: Newsletters',
  add: 'Add Newsletter',
  save: 'Save Newsletter',
  added: 'Newsletter has been successfully added.',
  updated: 'Newsletter records successfully updated.',
  sample: 'Spring Newsletter',
  what: 'Publish the association’s newsletters (PDF files) for all registered residents.',
});
const editMinutes = documentsGuide({
  name: 'edit-minutes',
  title: 'How to Edit Meeting Minutes',
  entry: 'Meeting Minutes',
  screenTitle: 'Admin: Minutes',
  add: 'Add Meeting Minutes',
  save: 'Save Meeting Minutes',
  added: 'Meeting Minutes document has been successfully added.',
  updated: 'Meeting Minutes records successfully updated.',
  sample: 'Board Meeting Minutes May',
  what: 'Publish the minutes of board meetings and AGMs (PDF files); only owners and administrators can read them.',
});
const editDocuments = documentsGuide({
  name: 'edit-documents',
  title: 'How to Edit Community Documents',
  entry: 'Community Documents',
  screenTitle: 'Admin: Documents',
  add: 'Add Community Document',
  save: 'Save Document',
  added: 'Community Document has been successfully added.',
  updated: 'Community Documents records successfully updated.',
  sample: 'Bicycle Storage Rules',
  what: 'Publish the community’s documents (by-laws, rules, policies as PDF files) for all registered residents.',
});

const editNews: Guide = {
  name: 'edit-news',
  title: 'How to Edit News',
  audience: 'For board directors and administrators',
  as: 'director',
  intro: adminIntro('Post news for everyone visiting the portal: active items show on the News page, newest first.'),
  steps: [
    { text: 'Open the ‘Admin’ menu and choose ‘News’.', show: async ({ page }) => adminMenuEntry(page, 'News') },
    {
      text: 'To post an item, click ‘Add News Item’.',
      show: async ({ page }) => {
        await openAdminScreen(page, 'News', 'Admin: News');
        return page.getByRole('button', { name: 'Add News Item' });
      },
    },
    {
      text: 'Choose the ‘Publishing Date’, type the ‘Title’ and the text (‘Body’), keep ‘Active’ ticked to show it, and add a picture if you wish (gif, jpg or png, resized to at most 1000 x 1000). Click ‘Save News Item’.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: 'Add News Item' }).click();
        memo.title = `Courtyard summer party ${suffix()}`;
        await page.getByLabel('Publishing Date').fill('2026-06-20');
        await page.getByRole('textbox', { name: 'Title', exact: true }).fill(memo.title);
        await page
          .getByRole('textbox', { name: 'Body', exact: true })
          .fill('Join your neighbours in the courtyard on Saturday from 4 pm. Bring a dish to share!');
        await page.getByLabel('Picture').setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: png(800, 500) });
        await expect(toast(page, 'Upload success.')).toBeVisible();
        return page.getByRole('button', { name: 'Save News Item' });
      },
    },
    {
      text: 'The portal confirms ‘News Item has been successfully added.’ and lists the item with its picture.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: 'Save News Item' }).click();
        await expect(toast(page, 'News Item has been successfully added.')).toBeVisible();
        return page.getByRole('row').filter({ hasText: memo.title }).first();
      },
    },
    {
      text: 'To change an item, click its row’s edit button, change the fields (untick ‘Active’ to take it off the News page) and click ‘Save Changes’.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: `Edit ${memo.title}`, exact: true }).click();
        await page.getByLabel(`Title of ${memo.title}`, { exact: true }).fill(`${memo.title} (moved indoors)`);
        return page.getByRole('button', { name: 'Save Changes' });
      },
    },
    {
      text: 'The portal confirms ‘News Item records successfully updated.’',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(toast(page, 'News Item records successfully updated.')).toBeVisible();
        return toast(page, 'News Item records successfully updated.');
      },
    },
  ],
};

const editFaqs: Guide = {
  name: 'edit-faqs',
  title: 'How to Edit FAQs',
  audience: 'For board directors and administrators',
  as: 'director',
  intro: adminIntro(
    'Answer the questions residents ask most: each FAQ has a question, an answer and optional numbered detail lines, shown on the FAQs page.',
  ),
  steps: [
    { text: 'Open the ‘Admin’ menu and choose ‘FAQs’.', show: async ({ page }) => adminMenuEntry(page, 'FAQs') },
    {
      text: 'The existing FAQs are listed as panels. To write a new one, click ‘Add New FAQ’.',
      show: async ({ page }) => {
        await openAdminScreen(page, 'FAQs', 'Admin: FAQs');
        return page.getByRole('button', { name: 'Add New FAQ' });
      },
    },
    {
      text: 'Type the ‘Question’ and the ‘Answer’. Click ‘Add New Detail’ for each detail line (numbered in order) and type its contents. Then click ‘Save New FAQ’.',
      show: async ({ page, memo }) => {
        await page.getByRole('button', { name: 'Add New FAQ' }).click();
        const form = page.getByRole('form', { name: 'New FAQ' });
        memo.question = `Where can I park my bicycle? (${suffix()})`;
        await form.getByLabel('Question').fill(memo.question);
        await form.getByLabel('Answer').fill('In the bicycle room on the garage level.');
        const details = [
          'Take the elevator to level P1.',
          'Use your fob on the door next to the garage exit.',
          'Hang your bicycle on a free hook.',
        ];
        for (let i = 1; i <= details.length; i++) {
          await form.getByRole('button', { name: 'Add New Detail' }).click();
          await expect(form.getByLabel(`Sequence of detail ${i}`)).toHaveValue(String(i));
        }
        for (const [i, text] of details.entries()) await form.getByLabel(`Contents of detail ${i + 1}`).fill(text);
        return form.getByRole('button', { name: 'Save New FAQ' }).last();
      },
    },
    {
      text: 'The portal confirms ‘New Frequently Asked Question successfully saved.’ To change a FAQ, open its panel in the list and click its ‘Edit’ button.',
      show: async ({ page, memo }) => {
        await page.getByRole('form', { name: 'New FAQ' }).getByRole('button', { name: 'Save New FAQ' }).last().click();
        await expect(toast(page, 'New Frequently Asked Question successfully saved.')).toBeVisible();
        const panel = page.locator('details').filter({ hasText: memo.question });
        await panel.locator('summary').click();
        return panel.getByRole('button', { name: `Edit ${memo.question}` });
      },
    },
    {
      text: 'The FAQ opens in the form: change the question, the answer or the details, then click ‘Save FAQ’.',
      show: async ({ page, memo }) => {
        await page
          .locator('details')
          .filter({ hasText: memo.question })
          .getByRole('button', { name: `Edit ${memo.question}` })
          .click();
        const edit = page.getByRole('form', { name: 'Edit FAQ' });
        await edit.getByLabel('Answer').fill('In the bicycle room on the garage level, next to the garage door.');
        return edit.getByRole('button', { name: 'Save FAQ' });
      },
    },
    {
      text: 'The portal confirms ‘Frequently Asked Question successfully updated.’',
      show: async ({ page }) => {
        await page.getByRole('form', { name: 'Edit FAQ' }).getByRole('button', { name: 'Save FAQ' }).click();
        await expect(toast(page, 'Frequently Asked Question successfully updated.')).toBeVisible();
        return toast(page, 'Frequently Asked Question successfully updated.');
      },
    },
  ],
};

/** In the order of the header's How To menu (web/src/app/layout/menus.ts). */
export const GUIDES: Guide[] = [
  registration,
  changePassword,
  changeEmail,
  editProfile,
  editBoard,
  editManagers,
  editNewsletters,
  editMinutes,
  editDocuments,
  editNews,
  editFaqs,
];

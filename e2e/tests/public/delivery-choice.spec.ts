/**
 * An owner's delivery choice (docs/requirements.md §21) lives in Account Management as well as on the Notices
 * page: one form, so a choice made in one shows in the other. Each way has its own words: paper mail is never
 * agreed to "instead of by paper mail". At desktop width and on a phone, axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { DELIVERY_CHOICE_ACTIONS, DELIVERY_CHOICE_LABELS, MeetingMessages, type DeliveryChoice } from '@hearth/common';
import { expectToast, signIn } from '../../support';
import { expectNoSeriousViolations } from './public-helpers';

// Both sizes change the same seeded owner's choice: one after the other.
test.describe.configure({ mode: 'serial' });

const choiceRadio = (page: Page, choice: DeliveryChoice) => page.getByRole('radio', { name: DELIVERY_CHOICE_LABELS[choice] });

async function chooseInAccountManagement(page: Page, choice: DeliveryChoice, size: string) {
  await signIn(page, 'owner');
  await page.goto('/manage');
  await page.getByRole('button', { name: 'Notice Delivery', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modify your Notice Delivery' })).toBeVisible();

  // Paper mail is kept, not agreed to instead of itself.
  await choiceRadio(page, 'paper').check();
  await expect(page.getByRole('button', { name: DELIVERY_CHOICE_ACTIONS.paper })).toBeVisible();
  await expect(page.getByText(/instead of by paper mail/)).toHaveCount(0);

  await choiceRadio(page, choice).check();
  await expect(page.getByText(/instead of by paper mail/)).toBeVisible();
  await expectNoSeriousViolations(page, `account management, notice delivery at ${size}`);
  await page.getByRole('button', { name: DELIVERY_CHOICE_ACTIONS[choice] }).click();
  await expectToast(page, MeetingMessages.consentSaved);
  await expect(page.getByText(`Your choice: ${DELIVERY_CHOICE_LABELS[choice]}`, { exact: false })).toBeVisible();

  // The Notices page shows the same choice.
  await page.goto('/notices');
  await expect(page.getByRole('heading', { name: 'How you receive notices' })).toBeVisible();
  await expect(page.getByText(`Your choice: ${DELIVERY_CHOICE_LABELS[choice]}`, { exact: false })).toBeVisible();
  await expect(choiceRadio(page, choice)).toBeChecked();
  await expectNoSeriousViolations(page, `notices with the choice made in account management at ${size}`);

  // Withdrawn there, Account Management shows paper mail again: the owner is left as the seed had them.
  await page.getByRole('button', { name: 'Withdraw my agreement' }).click();
  await expectToast(page, MeetingMessages.consentWithdrawn);
  await page.goto('/manage#delivery');
  await expect(page.getByRole('heading', { name: 'Modify your Notice Delivery' })).toBeVisible();
  await expect(choiceRadio(page, 'paper')).toBeChecked();
}

test('an owner changes the delivery choice in Account Management at 1280 px, and Notices shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseInAccountManagement(page, 'email', '1280 px');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('an owner changes the delivery choice in Account Management, and Notices shows it', async ({ page }) => {
    await chooseInAccountManagement(page, 'website', '375 px');
  });
});

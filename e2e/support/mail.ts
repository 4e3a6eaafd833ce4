/**
 * The journeys read the mail the portal sends from the test kit's one SMTP mailbox: the global setup
 * starts it with a folder, and every Playwright worker reads the mails caught there.
 */
import { readMailDir, type CapturedMail } from '../../testkit/mailbox.mjs';

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the mailbox runs only when the global setup starts the portal.');
  return dir;
};

/** Every message caught so far, oldest first. */
export const allEmails = (): CapturedMail[] => readMailDir(mailDir());

/**
 * The newest message to this address, waiting up to `timeout` ms for one to arrive.
 * Pass `after` (e.g. a Date taken before the action) to ignore older messages. Account e-mails
 * only, unless `notices` asks for the notices of new content instead (the demo accounts get both);
 * `subject` keeps only the messages with exactly that subject.
 */
export async function lastEmailTo(
  address: string,
  options: { timeout?: number; after?: Date; notices?: boolean; subject?: string } = {},
): Promise<CapturedMail> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + (options.timeout ?? 15_000);
  for (;;) {
    const found = allEmails()
      .filter((m) => m.to.includes(wanted) && m.notice === Boolean(options.notices))
      .filter((m) => !options.after || new Date(m.receivedAt) >= options.after)
      .filter((m) => options.subject === undefined || m.subject === options.subject)
      .pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} arrived within ${options.timeout ?? 15_000} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

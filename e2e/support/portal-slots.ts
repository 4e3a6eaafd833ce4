/**
 * One portal for each Playwright worker, by the worker's parallel index (0 … workers − 1): the journeys
 * of one worker run one after the other on its portal, as they would with one worker, so two workers
 * never race on one portal's data. The runner chooses each portal's address when it reads the config;
 * the global setup starts the portals and names their mail and data folders; each worker, reading the
 * config in turn, takes its own as PORTAL_URL, E2E_MAIL_DIR and E2E_DATA_DIR, which the helpers read.
 */
const slotVariable = (slot: number, what: 'URL' | 'MAIL_DIR' | 'DATA_DIR') => `E2E_SLOT_${slot}_${what}`;

export const portalSlotVariables = {
  url: (slot: number) => slotVariable(slot, 'URL'),
  mailDir: (slot: number) => slotVariable(slot, 'MAIL_DIR'),
  dataDir: (slot: number) => slotVariable(slot, 'DATA_DIR'),
};

/** In the runner: an address for each of `count` portals, once (the workers read the config again and keep them). */
export function choosePortalAddresses(count: number, freePort: () => string): void {
  const firstPort = Number(process.env.E2E_PORTAL_PORT) || 0;
  for (let slot = 0; slot < count; slot++) {
    const variable = portalSlotVariables.url(slot);
    if (!process.env[variable]) process.env[variable] = `http://127.0.0.1:${firstPort ? firstPort + slot : freePort()}`;
  }
}

/** The portals the global setup starts: one for each worker. */
export function portalSlots(workers: number): { slot: number; url: string }[] {
  return Array.from({ length: workers }, (_, slot) => {
    const url = process.env[portalSlotVariables.url(slot)];
    if (!url) throw new Error(`No address was chosen for portal ${slot}: the config chooses one for each of E2E_WORKERS.`);
    return { slot, url };
  });
}

/** In a worker: its own portal, mailbox and data folder become the ones the journeys use. */
export function takeWorkersPortal(): void {
  const slot = process.env.TEST_PARALLEL_INDEX;
  if (slot === undefined) return; // the runner itself
  const index = Number(slot);
  process.env.PORTAL_URL = process.env[portalSlotVariables.url(index)];
  const mailDir = process.env[portalSlotVariables.mailDir(index)];
  const dataDir = process.env[portalSlotVariables.dataDir(index)];
  if (mailDir) process.env.E2E_MAIL_DIR = mailDir;
  if (dataDir) process.env.E2E_DATA_DIR = dataDir;
}

import type { TestPortal } from '../../support/portal';

/**
 * Stops a test portal without losing the test worker. Strapi's destroy() calls
 * process.removeAllListeners(), which also drops Node's internal hook that refs the worker's
 * IPC channel while 'message' listeners exist: the channel stays unref'd even after
 * tests/support/portal.ts puts the listeners back, and the idle worker can exit before
 * vitest's next message ("Worker exited unexpectedly" / write EPIPE). Ref it again.
 */
export async function stopPortal(portal: TestPortal | undefined): Promise<void> {
  try {
    await portal?.stop();
  } finally {
    (process as unknown as { channel?: { ref?: () => void } }).channel?.ref?.();
  }
}

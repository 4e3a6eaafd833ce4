/**
 * Marks document-service calls made by the portal's own API services, so the document
 * middleware knows whether it must do the follow-up work itself (an edit from the Strapi
 * admin panel) or leave it to the service that reports it (e.g. director privileges).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ viaApi: true }>();

export const runViaApi = <T>(fn: () => Promise<T>): Promise<T> => storage.run({ viaApi: true }, fn);
export const isViaApi = (): boolean => storage.getStore()?.viaApi === true;

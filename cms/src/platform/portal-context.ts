/**
 * Marks document-service calls made by the portal's own API services, so the document
 * middleware knows whether it must do the follow-up work itself (an edit from the Strapi
 * admin panel) or leave it to the service that reports it (e.g. director privileges).
 */
import { scopedValue } from './call-scope';

const viaApi = scopedValue<true>('via the portal API');

export const runViaApi = <T>(fn: () => Promise<T>): Promise<T> => viaApi.run(true, fn);
export const isViaApi = (): boolean => viaApi.get() === true;

/**
 * @lingui/react imports the use-sync-external-store shim, made for React before 18; React 19 has the
 * hook itself. vite.config.ts points the shim here: no shim code in the bundle, and in tests no
 * CommonJS require() of the repository root's React 18.
 */
export { useSyncExternalStore } from 'react';

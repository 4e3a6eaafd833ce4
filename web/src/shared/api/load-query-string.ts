/** The qs module (query-string.ts), fetched once, by the first thing that builds a query string. */
let loading: Promise<typeof import('./query-string')> | undefined;

export const loadQueryString = () => (loading ??= import('./query-string'));

/** Seconds since the epoch: the unit of the identity tables' expiry columns. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Milliseconds since the epoch: the unit of the notice tables (tests move it with a fake Date). */
export const nowMs = () => Date.now();

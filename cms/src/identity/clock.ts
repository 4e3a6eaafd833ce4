/** Seconds since the epoch: the unit of the identity tables' expiry columns. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * What a running call hands down to code it cannot pass arguments to (document middlewares,
 * database lifecycles, knex's events): whether the portal's API made the write, the commit
 * watch of a write, the idempotency claim of an add call, the grant a password change keeps.
 *
 * One AsyncLocalStorage for all of them: on Node 22 every enabled AsyncLocalStorage is copied
 * onto every promise and tick of every request, whether it is read there or not: ~1.2 µs each
 * on a cached public read of ~30 µs (bench/README.md, "Every target met").
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Scope = Readonly<Record<symbol, unknown>>;

const storage = new AsyncLocalStorage<Scope>();

/** One named value of the call scope: `run` sets it for the work (and what it calls), `get` reads it. */
export interface ScopedValue<T> {
  run<R>(value: T, work: () => R): R;
  get(): T | undefined;
}

export function scopedValue<T>(name: string): ScopedValue<T> {
  const key = Symbol(name);
  return {
    run: (value, work) => storage.run({ ...storage.getStore(), [key]: value }, work),
    get: () => storage.getStore()?.[key] as T | undefined,
  };
}

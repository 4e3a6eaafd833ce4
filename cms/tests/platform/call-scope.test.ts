/** The call scope (src/platform/call-scope.ts): named values a call hands down, on one AsyncLocalStorage. */
import { describe, expect, it } from 'vitest';
import { scopedValue } from '../../src/platform/call-scope';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the call scope', () => {
  it('gives a value to the work it runs, across awaits, and nothing outside it', async () => {
    const claim = scopedValue<string>('claim');
    expect(claim.get()).toBeUndefined();
    const seen = await claim.run('key-1', async () => {
      await tick();
      return claim.get();
    });
    expect(seen).toBe('key-1');
    expect(claim.get()).toBeUndefined();
  });

  it('keeps the other values of the scope when one is set inside it', async () => {
    const viaApi = scopedValue<true>('via api');
    const watch = scopedValue<{ failed?: unknown }>('watch');
    const scope = { failed: undefined };
    await viaApi.run(true, () =>
      watch.run(scope, async () => {
        await tick();
        expect(viaApi.get()).toBe(true);
        expect(watch.get()).toBe(scope);
      }),
    );
  });

  it('lets an inner run shadow a value and gives the outer one back after it', async () => {
    const grant = scopedValue<string | undefined>('grant');
    await grant.run('outer', async () => {
      await grant.run('inner', async () => {
        await tick();
        expect(grant.get()).toBe('inner');
      });
      expect(grant.get()).toBe('outer');
    });
  });

  it('keeps calls running side by side apart', async () => {
    const claim = scopedValue<number>('claim');
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        claim.run(n, async () => {
          await tick();
          return claim.get();
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
  });

  it('tells two values of the same name apart', async () => {
    const first = scopedValue<string>('same');
    const second = scopedValue<string>('same');
    await first.run('a', async () => expect(second.get()).toBeUndefined());
  });
});

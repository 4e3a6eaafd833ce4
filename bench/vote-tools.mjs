// @ts-check
/**
 * The votes bench's small tools (bench/votes.mjs): percentiles, a bounded pool, requests one at a
 * time, and samplers that keep asking a request, one after the other, while something else runs
 * (the roster import), so what other users wait meanwhile is measured.
 */

export const round2 = (n) => Math.round(n * 100) / 100;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50/p95/p99/max in ms of a list of times. */
export function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted.at(-1) ?? NaN),
  };
}

/** Runs `task(i)` for i in [0, count) with at most `width` at a time. */
export async function pool(count, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** One request at a time, `samples` times: p50/p95/max in ms (the first, a warm-up, not counted). */
export async function oneAtATime(url, headers, samples) {
  const times = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i <= samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    if (i > 0) times.push(performance.now() - started);
    status = response.status;
  }
  return { status, responseBytes: bytes, ...stats(times) };
}

/**
 * Asks `request()` again and again, one at a time, at most once every `everyMs`, until `stop()`:
 * each answer's time and status are kept. `request` answers the Response (its body is read here).
 * @param {(i: number) => Promise<Response> | null} request  null: nothing more to ask
 * @param {number} everyMs
 */
export function sampler(request, everyMs) {
  const times = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      const pending = request(i);
      if (!pending) break;
      try {
        const response = await pending;
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch (error) {
        const what = `error ${error.cause?.code ?? error.message}`;
        statuses[what] = (statuses[what] ?? 0) + 1;
      }
      const ms = performance.now() - started;
      times.push(ms);
      if (ms < everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs - ms));
    }
  })();
  return {
    /** Stops asking, waits for the last answer, and answers the figures. */
    async stop() {
      running = false;
      await done;
      return { statuses, ...stats(times) };
    },
  };
}

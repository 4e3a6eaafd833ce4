// @ts-check
/**
 * The votes bench's small tools (bench/votes.mjs): percentiles, a bounded pool, requests one at a
 * time, samplers that keep asking a request, one after the other, while something else runs
 * (the roster import), so what other users wait meanwhile is measured; and the figures as lines.
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

/**
 * Two requests taken in turn, in blocks of `block`, one at a time, until each has `samples` times:
 * p50/p95/max in ms of each. Taken turn about, both meet the same machine, so their ratio holds
 * while other work comes and goes; in blocks, and the first of each block not counted, so neither
 * is timed with what the other left the server still doing.
 * @param {{ url: string, headers: Record<string, string> }} first
 * @param {{ url: string, headers: Record<string, string> }} second
 * @param {number} samples
 */
export async function inTurn(first, second, samples, block = 25) {
  const measured = [first, second].map(() => ({ times: /** @type {number[]} */ ([]), status: 0, bytes: 0 }));
  while (measured.some((m) => m.times.length < samples)) {
    for (const [k, { url, headers }] of [first, second].entries()) {
      for (let i = 0; i <= block && measured[k].times.length < samples; i++) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        measured[k].bytes = (await response.arrayBuffer()).byteLength;
        if (i > 0) measured[k].times.push(performance.now() - started);
        measured[k].status = response.status;
      }
    }
  }
  return measured.map((m) => ({ status: m.status, responseBytes: m.bytes, ...stats(m.times) }));
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

/** The figures as lines for the table. */
export function voteLines(v) {
  const r = v.results;
  const o = v.roster;
  const l = (x) => `${x.requestsPerSecond} req/s, p50 ${x.latencyMs.p50} / p99 ${x.latencyMs.p99} ms, non-2xx ${x.non2xx}`;
  const s = (x) =>
    `p50 ${x.p50} / p95 ${x.p95} / p99 ${x.p99} / max ${x.max} ms (${x.samples}${x.statuses ? ` ${JSON.stringify(x.statuses)}` : ''})`;
  const b = v.ballotsAtOnce;
  return [
    `votes at association scale (${v.units} units, ${v.voters} owners online), ${v.seconds} s`,
    `  roster import, ${o.files.length} file(s): ${o.importSeconds} s (${o.files.map((f) => `preview ${f.previewMs} + import ${f.importMs} ms`).join('; ')}); ${o.unitsAfter} units after, ${o.registeredOwnersLinked} owners linked — ${o.pass ? 'PASS' : 'FAIL'}`,
    `    /_health alone:               ${s(o.othersIdle.health)}`,
    `    /_health during the import:   ${s(o.othersDuring.health)}`,
    `    booking write alone:          ${s(o.othersIdle.bookingWrite)}`,
    `    booking write during import:  ${s(o.othersDuring.bookingWrite)}`,
    `  ${v.voters} reads of the vote at the same instant: ${JSON.stringify(b.readsAtOnce.statuses)}, ${s(b.readsAtOnce.answerMs)}`,
    `  ${v.voters} ballots at the same instant (secret vote): ${JSON.stringify(b.statuses)}, ${s(b.answerMs)}; units voted ${b.unitsVotedAfter} — ${b.pass ? 'PASS' : 'FAIL'}`,
    `  ${v.paperBallots.count} paper ballots in ${v.paperBallots.seconds} s, 4 at a time (each p50 ${v.paperBallots.eachMs.p50} / p95 ${v.paperBallots.eachMs.p95} ms; first ${v.paperBallots.window} p50 ${v.paperBallots.first.p50} ms, last ${v.paperBallots.window} p50 ${v.paperBallots.last.p50} ms)`,
    `  closed: ${v.closedVote.unitsVoted} units voted (${v.closedVote.paperBallots} on paper), ${v.closedVote.onlineReceiptsCounted} of the online receipts counted, recount agrees ${v.closedVote.recountAgrees} — ${v.closedVote.pass ? 'PASS' : 'FAIL'}`,
    `  GET ${r.path} one at a time: p50 ${r.oneAtATime.p50} / p95 ${r.oneAtATime.p95} ms, ${r.oneAtATime.responseBytes} B (first read ${r.firstReadMs} ms)`,
    `  GET /_health one at a time:       p50 ${r.healthOneAtATime.p50} / p95 ${r.healthOneAtATime.p95} ms; ratio p50 ${r.ratioP50}x, p95 ${r.ratioP95}x`,
    `  under load: results ${l(r.load)}; /_health ${l(r.healthLoad)}; ratio ${r.ratioRequestsPerSecond}x`,
    `  targets:`,
    ...Object.entries(v.targets).map(([name, t]) => `    ${t.pass ? 'PASS' : 'MISS'}  ${name}: ${t.value}`),
  ];
}

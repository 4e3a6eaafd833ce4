// @ts-check
/** The benchmark's measuring tools: autocannon runs and sequential latency samples. */
import autocannon from 'autocannon';

/**
 * Throughput and latency under load (autocannon), after a short warm-up at the same load.
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string, setupRequest?: (request: any) => any, connections?: number, duration?: number, warmup?: number }} options
 */
export async function load({ url, method = 'GET', headers = {}, body, setupRequest, connections = 50, duration = 10, warmup = 2 }) {
  const options = {
    url,
    method,
    headers,
    body,
    connections,
    pipelining: 1,
    ...(setupRequest ? { requests: [{ method, headers, body, setupRequest }] } : {}),
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration });
  return {
    url,
    method,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    ok2xxPerSecond: Math.round(result['2xx'] / result.duration),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    totalRequests: result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/**
 * Two loads taken in turn: `slices` alternating runs of each (duration / slices seconds apiece) after
 * one warm-up of each, so both see the same machine. Taken one after the other, a change in the
 * machine's other load between the two runs moved their ratio more than the code did.
 * Answers each load's requests per second over all its slices, and the slices' own figures.
 * @param {Parameters<typeof load>[0]} first
 * @param {Parameters<typeof load>[0]} second
 * @param {{ duration?: number, slices?: number, warmup?: number }} [options]
 */
export async function loadInTurn(first, second, { duration = 10, slices = 5, warmup = 2 } = {}) {
  const sliceSeconds = Math.max(1, Math.round(duration / slices));
  const runs = [first, second].map(() => /** @type {Awaited<ReturnType<typeof load>>[]} */ ([]));
  for (const options of [first, second]) if (warmup > 0) await load({ ...options, duration: warmup, warmup: 0 });
  for (let i = 0; i < slices; i++) {
    for (const [k, options] of [first, second].entries()) runs[k].push(await load({ ...options, duration: sliceSeconds, warmup: 0 }));
  }
  return runs.map((slicesOfOne) => {
    const requests = slicesOfOne.reduce((sum, run) => sum + run.totalRequests, 0);
    const seconds = slicesOfOne.reduce((sum, run) => sum + run.durationSeconds, 0);
    const p50s = slicesOfOne.map((run) => run.latencyMs.p50).sort((a, b) => a - b);
    return {
      ...slicesOfOne[slicesOfOne.length - 1],
      durationSeconds: seconds,
      totalRequests: requests,
      requestsPerSecond: Math.round(requests / seconds),
      sliceRequestsPerSecond: slicesOfOne.map((run) => run.requestsPerSecond),
      medianSliceP50Ms: p50s[Math.floor(p50s.length / 2)],
    };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Latency of one request at a time (no concurrency): the figure a user waiting on a screen sees. */
export async function sequentialLatency({ url, headers = {}, samples = 15, maxSeconds = 30 }) {
  const first = await fetch(url, { headers }); // warm-up, and the shape we report
  const firstBody = Buffer.from(await first.arrayBuffer());
  const times = [];
  const deadline = performance.now() + maxSeconds * 1000;
  let status = first.status;
  while (times.length < samples && performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    url,
    headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'authorization')),
    status,
    samples: times.length,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      max: round(sorted[sorted.length - 1] ?? NaN),
      min: round(sorted[0] ?? NaN),
    },
    responseBytes: firstBody.length,
    body: firstBody,
  };
}

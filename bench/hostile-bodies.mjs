// @ts-check
/**
 * Hostile bodies (docs/authorization.md, "Deny by default"): what the worst request bodies cost.
 *  - parse cost: the median time of a signed-in call carrying the largest accepted JSON body
 *    (256 KB, nested to the bound) minus the same call with an empty object;
 *  - other visitors: a visitor's GET /_health (the whole middleware chain) timed alone, then
 *    started together with bursts of `attackers` bodies sent at once: 0.9 MB deeply nested
 *    bodies to an unknown /api path and the worst accepted public body (8 KB nested to the bound).
 * Bounded: `bursts` bursts, then it stops.
 */
const MAX_DEPTH = 32;
/** A JSON object of about `bytes` whose nesting reaches `depth` levels (the object counts as one). */
const nestedBody = (bytes, depth) => {
  const shell = `${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`;
  return `{"pad":"${'x'.repeat(Math.max(0, bytes - shell.length - 20))}","n":${shell}}`;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (v) => Math.round(v * 100) / 100;
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) };
};

async function timed(url, init) {
  const start = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

async function visitorLatency(url, samples) {
  const times = [];
  for (let i = 0; i < samples; i++) times.push((await timed(`${url}/_health`)).ms);
  return summary(times);
}

export async function measureHostileBodies({ url, token, attackers = 20, samples = 100, bursts = 30 }) {
  const json = { 'content-type': 'application/json' };
  const signedIn = { ...json, authorization: `Bearer ${token}` };
  const worstAccepted = nestedBody(256 * 1024 - 64, MAX_DEPTH);
  /** @type {{ worst: number[], empty: number[] }} */
  const parse = { worst: [], empty: [] };
  for (let i = 0; i < 21; i++) {
    parse.worst.push((await timed(`${url}/api/profile/update`, { method: 'PUT', headers: signedIn, body: worstAccepted })).ms);
    parse.empty.push((await timed(`${url}/api/profile/update`, { method: 'PUT', headers: signedIn, body: '{}' })).ms);
  }
  const parseCostMs = Math.round((summary(parse.worst).p50 - summary(parse.empty).p50) * 100) / 100;

  // Bursts: `attackers` worst bodies sent at once, a visitor's request started with them.
  const idle = await visitorLatency(url, samples);
  const statuses = {};
  const bodies = [
    { path: '/api/nothing-here', body: nestedBody(900 * 1024, 5000) },
    { path: '/api/profile/logpage', body: nestedBody(8 * 1024 - 64, MAX_DEPTH) },
  ];
  const duringBurst = [];
  for (let burst = 0; burst < bursts; burst++) {
    const attacks = Array.from({ length: attackers }, async (_, n) => {
      const { path, body } = bodies[(n + burst) % bodies.length];
      const { status } = await timed(url + path, { method: 'POST', headers: json, body }).catch(() => ({ status: 'error' }));
      statuses[`${path} ${status}`] = (statuses[`${path} ${status}`] ?? 0) + 1;
    });
    duringBurst.push((await timed(`${url}/_health`)).ms);
    await Promise.all(attacks);
  }
  const underAttack = summary(duringBurst);
  return {
    parseCostMs,
    worstAcceptedBytes: worstAccepted.length,
    visitorMs: { idle, underAttack, addedP99: Math.round((underAttack.p99 - idle.p99) * 100) / 100 },
    attackers,
    bursts,
    attackAnswers: statuses,
  };
}

/** The benchmark's measuring tools: autocannon runs, sequential latency samples, an admin token. */
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import crypto from 'node:crypto';

/** Throughput and latency under load (autocannon), after a short warm-up at the same load. */
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

const SIGNING_KEYS_TABLE = 'hearth_signing_keys';

/**
 * The portal's signing key (table hearth_signing_keys, see cms/src/identity/signing-keys.ts).
 * When the portal has not needed it yet, one is created in the same shape, which the portal then adopts.
 */
export async function signingKey(db) {
  const exists = await db.scalar(
    db.dialect === 'sqlite'
      ? `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '${SIGNING_KEYS_TABLE}'`
      : `SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = '${SIGNING_KEYS_TABLE}'`,
  );
  if (!Number(exists)) {
    await db.exec(`CREATE TABLE ${SIGNING_KEYS_TABLE} (id varchar(64) PRIMARY KEY, jwk text NOT NULL, created_at timestamp NOT NULL)`);
  }
  let text = await db.scalar(`SELECT jwk FROM ${SIGNING_KEYS_TABLE} WHERE id = 'current'`);
  if (!text) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
    await db.insert(SIGNING_KEYS_TABLE, ['id', 'jwk', 'created_at'], [['current', JSON.stringify(jwk), new Date()]]);
    text = JSON.stringify(jwk);
  }
  return JSON.parse(text);
}

/** An access token exactly like the identity provider's (cms/tests/support/tokens.ts). */
export async function accessToken({ jwk, portalUrl, userId, expiresIn = '30m' }) {
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ scope: 'openid profile email api.read', client_id: 'portal-web' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(`${portalUrl}/oidc`)
    .setAudience(`${portalUrl}/api`)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .setJti(crypto.randomUUID())
    .sign(key);
}

// @ts-check
// npm test: every suite of the project, each with a JSON report. A failing suite does not stop
// the others. Prints a summary table and, alone on the last line, "N passed, N failed"
// (", N skipped" when some were), and exits non-zero on any failure.
//
// Suites of one stage run side by side (two cores: the type check beside the lint, the cms
// suites on SQLite and on PostgreSQL beside each other, each still one file at a time, the fault
// suite after the one on SQLite); the
// output of each is printed whole when it ends. TEST_SERIAL=true, or a one-core machine, runs
// them one after the other.
//
//   npm test                      all suites (PostgreSQL pass only when TEST_DATABASE_URL is set)
//   npm test -- common web        only the named suites (typecheck, lint, common, web, cms, cms-postgres, e2e, faults)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-reports-'));
const vitestArgs = (name) => [
  '--',
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];
const withoutPostgres = () => {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return env;
};

const SUITES = [
  {
    name: 'typecheck',
    title: 'typecheck (tsc: common, cms, web, tools)',
    // Each workspace's typecheck counts as one test: builds tolerate type errors, this does not. The
    // tools (scripts/, bench/, testkit/: plain JavaScript, `// @ts-check`) are one more.
    checks: [
      ...['common', 'cms', 'web'].map((workspace) => ['npm', 'run', 'typecheck', '-w', workspace]),
      ['npx', 'tsc', '-p', 'tsconfig.tools.json'],
    ],
  },
  {
    name: 'lint',
    title: 'lint, format and unused code (ESLint, dependency-cruiser, Prettier, knip, Lingui catalogs, first-load budget)',
    // Zero warnings or findings: each is one check that passes or fails.
    checks: [
      ['npm', 'run', 'lint'],
      ['npm', 'run', 'format:check'],
      ['npm', 'run', 'knip'],
      // The web's catalogs: in step with the code (lingui extract) and every message translated.
      ['npm', 'run', 'i18n:check', '-w', 'web'],
      // The public pages' first-load JavaScript, per language, within its budget (bench/README.md).
      ['npm', 'run', 'bench:first-load'],
    ],
  },
  {
    name: 'common',
    title: 'common unit (vitest)',
    command: ['npm', 'run', 'test', '-w', 'common', ...vitestArgs('common')],
    kind: 'vitest',
  },
  { name: 'web', title: 'web unit (vitest)', command: ['npm', 'run', 'test:unit', '-w', 'web', ...vitestArgs('web')], kind: 'vitest' },
  {
    name: 'cms',
    title: 'cms integration, SQLite (vitest)',
    command: ['npm', 'run', 'test:integration', '-w', 'cms', ...vitestArgs('cms')],
    kind: 'vitest',
    env: withoutPostgres,
  },
  {
    name: 'cms-postgres',
    title: 'cms integration, PostgreSQL (vitest)',
    command: ['npm', 'run', 'test:integration', '-w', 'cms', ...vitestArgs('cms-postgres')],
    kind: 'vitest',
    when: () => Boolean(process.env.TEST_DATABASE_URL),
    skipReason: 'TEST_DATABASE_URL not set',
  },
  {
    name: 'e2e',
    title: 'end-to-end (Playwright)',
    command: ['npm', 'run', 'test', '-w', 'e2e'],
    kind: 'playwright',
    env: () => ({ ...withoutPostgres(), E2E_JSON_REPORT: path.join(reports, 'e2e.json') }),
  },
  {
    name: 'faults',
    title: 'fault injection (kill -9, storage, PostgreSQL outage, backup/restore)',
    command: ['node', 'scripts/test-faults.mjs'],
    kind: 'faults',
    env: () => ({ ...process.env, FAULTS_JSON_REPORT: path.join(reports, 'faults.json') }),
  },
];

/**
 * Suites that run side by side, as lanes: the suites of one lane one after the other. Every other
 * suite runs alone, in the order of SUITES. The fault suite (its own PostgreSQL cluster) follows
 * the cms suite on SQLite, beside the longer one on PostgreSQL, instead of after every other suite.
 */
const STAGES = [
  [['typecheck'], ['lint']],
  [['common'], ['web']],
  [['cms', 'faults'], ['cms-postgres']],
];
const serial = process.env.TEST_SERIAL === 'true' || os.availableParallelism() < 2;

async function runChecks(suite, output) {
  const started = Date.now();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const command of suite.checks) {
    const { code } = await runSuite({ command }, output);
    counts[code === 0 ? 'passed' : 'failed'] += 1;
  }
  return { code: counts.failed ? 1 : 0, seconds: (Date.now() - started) / 1000, ...counts };
}

/** Runs one command; its output goes to the terminal, or into `output` (a list of chunks) when given. */
function runSuite(suite, output) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = suite.command;
    const env = suite.env ? suite.env() : { ...process.env };
    if (output && process.stdout.isTTY) env.FORCE_COLOR ??= '1';
    const child = spawn(command, args, { cwd: ROOT, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (output) {
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
    child.on('error', (error) => {
      output?.push(Buffer.from(`${error.message}\n`));
      resolve({ code: 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const firstLine = (text) =>
  String(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** The Playwright tests that failed (failed on every try), as "file › title: first line of the error". */
function unexpectedTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'unexpected')
        .map((t) => `${spec.file} › ${spec.title}: ${firstLine(t.results?.at(-1)?.error?.message)}`),
    ),
    ...unexpectedTests(suite.suites ?? []),
  ]);
}

/** Counts from the suite's JSON report; a suite that crashed before reporting counts as one failure. */
function countsOf(suite, code) {
  const file = path.join(reports, `${suite.name}.json`);
  if (!fs.existsSync(file)) return { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0, note: 'no report' };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  /** @type {{ passed: number, failed: number, skipped: number, note?: string, failures?: string[] }} */
  let counts;
  if (suite.kind === 'vitest') {
    counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
    // A file that failed to load (syntax error, failed hook) has no failed test but failed all the same.
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && !r.assertionResults?.some((a) => a.status === 'failed'),
    ).length;
    counts.failed += brokenFiles;
    counts.failures = (report.testResults ?? []).flatMap((r) => {
      const file = path.relative(process.cwd(), r.name);
      const failedTests = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (r.status === 'failed' && !failedTests.length) return [`${file}: ${firstLine(r.message)}`];
      return failedTests.map((a) => `${file} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    });
  } else if (suite.kind === 'faults') {
    counts = { passed: report.passed, failed: report.failed, skipped: report.skipped.length };
    counts.failures = (report.checks ?? []).filter((c) => !c.ok).map((c) => `${c.name}: ${firstLine(c.detail)}`);
  } else {
    const s = report.stats ?? {};
    counts = { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
    counts.failed += (report.errors ?? []).length;
    if (s.flaky) counts.note = `${s.flaky} passed only on retry`;
    counts.failures = unexpectedTests(report.suites ?? []);
  }
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code}` };
  return counts;
}

const only = process.argv.slice(2);
const chosen = SUITES.filter((suite) => !only.length || only.includes(suite.name));

/** One suite, its output to the terminal (or kept in `output` and printed whole at its end). */
async function run(suite, output) {
  if (!output) console.log(`\n━━━ ${suite.title} ━━━\n`);
  const outcome = suite.checks ? await runChecks(suite, output) : await runSuite(suite, output);
  if (output) {
    console.log(`\n━━━ ${suite.title} (ran beside another suite) ━━━\n`);
    process.stdout.write(Buffer.concat(output));
  }
  return suite.checks ? { suite, ...outcome } : { suite, ...outcome, ...countsOf(suite, outcome.code) };
}

const results = [];
const done = new Set();
for (const suite of chosen) {
  if (done.has(suite.name)) continue;
  const stage = (!serial && STAGES.find((lanes) => lanes.some((lane) => lane.includes(suite.name)))) || [[suite.name]];
  const lanes = stage
    .map((lane) => chosen.filter((s) => lane.includes(s.name) && !done.has(s.name)))
    .map((members) => {
      members.forEach((member) => done.add(member.name));
      members.filter((m) => m.when && !m.when()).forEach((member) => results.push({ suite: member, skippedSuite: true }));
      return members.filter((m) => !m.when || m.when());
    })
    .filter((members) => members.length > 0);
  const beside = lanes.length > 1;
  if (beside) console.log(`\n━━━ side by side: ${lanes.map((members) => members.map((s) => s.title).join(', then ')).join(' | ')} ━━━`);
  const laneOutcomes = await Promise.all(
    lanes.map(async (members) => {
      const outcomes = [];
      for (const member of members) outcomes.push(await run(member, beside ? [] : undefined));
      return outcomes;
    }),
  );
  results.push(...laneOutcomes.flat());
}
// The table lists the suites in their usual order.
results.sort((a, b) => SUITES.indexOf(a.suite) - SUITES.indexOf(b.suite));

const rows = results.map((r) =>
  r.skippedSuite
    ? [r.suite.title, '-', '-', '-', '-', `not run (${r.suite.skipReason})`]
    : [
        r.suite.title,
        r.passed,
        r.failed,
        r.skipped,
        `${r.seconds.toFixed(1)} s`,
        `${r.failed ? 'FAILED' : 'ok'}${r.note ? ` (${r.note})` : ''}`,
      ],
);
const header = ['suite', 'passed', 'failed', 'skipped', 'time', 'result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((c, i) => (i === 0 || i === 5 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));

// What failed, named, so the last lines of a long run say which tests to look at.
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.suite.title}: ${f}`));
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);

const ran = results.filter((r) => !r.skippedSuite);
const total = (key) => ran.reduce((sum, r) => sum + r[key], 0);
const [passed, failed, skipped] = [total('passed'), total('failed'), total('skipped')];
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);

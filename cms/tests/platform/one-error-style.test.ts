/**
 * One error style and one validation style (docs/architecture.md, "Errors and validation"): a source
 * scan that fails when a file of cms/src answers an error other than through platform/http-errors.ts,
 * or checks input with a bare safeParse where a failure is an error answer.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-scan';

const HOME = 'cms/src/platform/http-errors.ts';

interface Rule {
  what: string;
  pattern: RegExp;
  /** Files that may match, and why. */
  allowed: Record<string, string>;
}

const SIGN_IN_PAGES = 'the sign-in pages answer an HTML page with its status (docs/requirements.md §7)';

const RULES: Rule[] = [
  {
    what: "Strapi's errors imported",
    pattern: /import\s*\{[^}]*\berrors\b[^}]*\}\s*from\s*['"]@strapi\/utils['"]|require\(\s*['"]@strapi\/utils['"]\s*\)\.errors/,
    allowed: {},
  },
  {
    what: 'a 4xx/5xx status written by hand',
    pattern: /\.status\s*=\s*[45]\d\d\b/,
    allowed: {},
  },
  {
    what: "Strapi's or Koa's answer helpers (ctx.badRequest, ctx.unauthorized, ctx.throw, ...)",
    pattern:
      /\bctx\.(badRequest|unauthorized|forbidden|notFound|methodNotAllowed|notAcceptable|requestTimeout|conflict|gone|payloadTooLarge|unsupportedMediaType|unprocessableEntity|tooManyRequests|internalServerError|notImplemented|badGateway|serviceUnavailable|throw|assert)\s*\(/,
    allowed: {},
  },
  {
    what: 'a status computed and written by hand',
    pattern: /\bctx\.(response\.)?status\s*=\s*(?![12345]\d\d\b)[\w(]/,
    allowed: {
      'cms/src/identity/interaction.ts': SIGN_IN_PAGES,
      'cms/src/identity/provider-config.ts': SIGN_IN_PAGES,
      'cms/src/public-site/web-app.ts': 'a server-rendered page answers with its own status (an unknown path: 404 page)',
      'cms/src/platform/idempotency.ts': 'replays the answer already given to the same Idempotency-Key',
      'cms/src/middlewares/readiness.ts': "the health probe's 503 for the load balancer, not an answer of the API",
      'cms/src/middlewares/failure-answers.ts': "writes failureAnswer's 5xx (http-errors.ts) in the one shape",
    },
  },
  {
    what: 'a bare safeParse',
    pattern: /\.safeParse\s*\(/,
    allowed: {
      'cms/src/identity/interaction.ts': 'the sign-in form shows the first issue on the page again (an HTML page, not an API answer)',
      'cms/src/api/profile/services/profile.ts': 'POST /profile/verify answers every problem as a list (200), not a refusal',
      'cms/src/api/unit/roster-csv.ts': "the roster file's check collects a message per line, reported together",
      'cms/src/api/panel-access/services/panel-two-factor.ts': 'a verdict value; the panel-two-factor middleware answers it with httpError',
    },
  },
];

const files = () => sourceFiles('cms/src').filter((f) => f.file !== HOME);

describe('one error style and one validation style', () => {
  it('the one module exists', () => {
    expect(sourceFiles('cms/src').some((f) => f.file === HOME)).toBe(true);
  });

  it.each(RULES)('$what: only in http-errors.ts or a file listed with its reason', ({ pattern, allowed }) => {
    const all = files();
    for (const file of Object.keys(allowed)) expect(all.some((f) => f.file === file && pattern.test(f.text))).toBe(true);
    const found = all.filter((f) => !(f.file in allowed) && pattern.test(f.text)).map((f) => f.file);
    expect(found).toEqual([]);
  });

  it('the scan recognises what it looks for (it can fail)', () => {
    const [strapiErrors, literal, helper, computed, safeParse] = RULES.map((r) => r.pattern);
    expect(strapiErrors.test("import { errors } from '@strapi/utils';")).toBe(true);
    expect(strapiErrors.test("import { sanitize, errors as e } from '@strapi/utils';")).toBe(true);
    expect(strapiErrors.test("import { sanitize } from '@strapi/utils';")).toBe(false);
    expect(literal.test('ctx.status = 403;')).toBe(true);
    expect(literal.test('ctx.status = 201;')).toBe(false);
    expect(helper.test('return ctx.unauthorized(error);')).toBe(true);
    expect(helper.test("ctx.throw(400, 'no');")).toBe(true);
    expect(computed.test('ctx.status = verdict.status;')).toBe(true);
    expect(computed.test('ctx.status = 200;')).toBe(false);
    expect(safeParse.test('const parsed = schema.safeParse(body);')).toBe(true);
  });
});

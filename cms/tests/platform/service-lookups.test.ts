/**
 * The portal's own services are looked up one way: serviceOf (cms/src/platform/services.ts), typed
 * by the module whose factory made the service. A source scan: a lookup by a bare 'api::…' string,
 * whose answer Strapi types as a bag of `any`, fails here.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-scan';

const HOME = 'cms/src/platform/services.ts';
/** strapi.service('api::…'), on one line or two, with any quote (a template literal too). */
const UNTYPED = /\.service\(\s*[`'"]api::/;

describe('service lookups', () => {
  it('go through serviceOf: no service is looked up by a bare api:: string', () => {
    const untyped = sourceFiles('cms/src')
      .filter(({ file, text }) => file !== HOME && UNTYPED.test(text))
      .map(({ file }) => file);
    expect(untyped).toEqual([]);
  });

  it('the scan finds such a lookup', () => {
    expect(UNTYPED.test("strapi.service('api::notice.notice').wake()")).toBe(true);
    expect(UNTYPED.test("strapi\n    .service('api::account.roles')")).toBe(true);
    expect(UNTYPED.test('strapi.service(`api::account.${name}`)')).toBe(true);
    expect(UNTYPED.test("serviceOf<typeof noticeService>(strapi, 'api::notice.notice')")).toBe(false);
  });
});

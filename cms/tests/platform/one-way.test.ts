/**
 * One way to do each thing (docs/architecture.md, "One way each"): a source scan that fails when a
 * structural twin of the caller lookup, the account's live-profile lookup, the display name or the
 * marking of cached answers stale appears again beside the one written for it.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-scan';

interface OneWay {
  what: string;
  /** Where it is written, once. */
  home: string;
  twin: RegExp;
  /** Files that may match for another reason, and why. */
  elsewhere?: Record<string, string>;
}

const ONE_WAY: OneWay[] = [
  {
    what: 'a person\'s display name ("First Last")',
    home: 'common/src/people.ts',
    twin: /\$\{[^}`]*firstName[^}`]*\}\s*\$\{[^}`]*lastName|\[[^\]]*firstName[^\]]*lastName[^\]]*\]\s*\.filter\(Boolean\)\.join|\{\s*[\w.?]*firstName\s*\}\s*\{\s*[\w.?]*lastName\s*\}/,
    elsewhere: { 'cms/src/api/unit/roster-csv.ts': 'the roster file\'s owner cell ("Last, First" when the last name has a space)' },
  },
  {
    what: "the caller's standing refused without a live profile (callerOf)",
    home: 'cms/src/api/unit/services/roster.ts',
    twin: /\.profileId\s*===\s*null\s*\)\s*throw\b/,
  },
  {
    what: "an account's live profile looked up by its user id",
    home: 'cms/src/api/unit/services/roster.ts',
    twin: /query\(\s*UID\.profile\s*\)[\s\S]{0,160}?\buserId\b[^;]{0,160}?removedAt|['"]profiles['"]\s*\)\s*\.where\(\s*\{\s*user_id\b/,
  },
  {
    what: 'a cached answer marked stale after a write (a cache version bumped)',
    home: 'cms/src/platform/write-pipeline.ts',
    twin: /\.bump\(/,
  },
];

const files = () => sourceFiles('cms/src', 'web/src', 'common/src');

describe('one way each', () => {
  it.each(ONE_WAY)('$what is written once, in $home', ({ home, twin, elsewhere = {} }) => {
    const all = files();
    expect(all.some((f) => f.file === home)).toBe(true);
    const twins = all.filter((f) => f.file !== home && !(f.file in elsewhere) && twin.test(f.text)).map((f) => f.file);
    expect(twins).toEqual([]);
  });

  it('the scan recognises the twins it looks for (it can fail)', () => {
    const [name, caller, profile, stale] = ONE_WAY.map((o) => o.twin);
    expect(name.test('const n = `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim();')).toBe(true);
    expect(name.test("[row.firstName, row.lastName].filter(Boolean).join(' ')")).toBe(true);
    expect(name.test('<td>{d.firstName} {d.lastName}</td>')).toBe(true);
    expect(caller.test('if (resident.profileId === null) throw forbidden(M.notEligible);')).toBe(true);
    expect(profile.test('strapi.db.query(UID.profile).findOne({ where: { userId, removedAt: { $null: true } } })')).toBe(true);
    expect(profile.test("await knex('profiles').where({ user_id: userId }).first('id')")).toBe(true);
    expect(stale.test('afterDelete: () => publicCache(strapi).bump(ROSTER_VERSION),')).toBe(true);
  });
});

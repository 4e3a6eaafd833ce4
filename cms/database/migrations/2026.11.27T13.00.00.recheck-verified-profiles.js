'use strict';

/**
 * Who speaks for a unit (docs/requirements.md §15): rights come from the roster and the
 * association's verification, never from what a person typed. Until now a verification survived
 * the person's own change of type, unit or street, and a verified profile acted for whatever roster
 * unit it typed. This re-checks every verified profile once:
 *
 * - confirmed by the roster (a member row links it to the unit it states, with its type): kept;
 * - linked to another unit or relation, or changed by the person themselves (the activity record)
 *   after the last verification: the verification is withdrawn and the profile waits for an
 *   administrator, as after any such change from now on;
 * - otherwise an administrator verified it as it stands: kept, and its place recorded on the roster
 *   (a member row) when its unit is on the roster, which is where unit-bound rights now come from.
 *
 * Every change is written to the log. Runs before Strapi's schema sync: on a new database the
 * tables do not exist yet, and nothing needs doing.
 */

const CONFIRMED_FIELDS = new Set(['userType', 'unitNumber', 'streetName']);
const WITHDRAWN_COLUMN = 'verification_withdrawn_at';

const rosterKeyOf = (number, street) =>
  `${String(number ?? '')
    .trim()
    .toLowerCase()}|${String(street ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()}`;

const changesOf = (row) => {
  try {
    const changes = typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes;
    return Array.isArray(changes) ? changes : [];
  } catch {
    return [];
  }
};
const isTrue = (value) => value === true || value === 1 || value === '1' || value === 'true';

/** A document id as Strapi makes them: 24 lower-case letters and digits. */
const documentId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (byte) => alphabet[byte % alphabet.length]).join('');
};

/** Re-checks every verified profile; answers one line per change made, for the log. */
async function recheck(knex) {
  const changes = [];
  for (const table of ['profiles', 'units', 'unit_members']) if (!(await knex.schema.hasTable(table))) return changes;
  if (!(await knex.schema.hasColumn('profiles', WITHDRAWN_COLUMN)))
    await knex.schema.alterTable('profiles', (table) => table.datetime(WITHDRAWN_COLUMN, { precision: 6 }));
  const hasActivity = await knex.schema.hasTable('hearth_activity');
  const units = new Map((await knex('units').select('id', 'roster_key')).map((u) => [u.roster_key, Number(u.id)]));
  const profiles = await knex('profiles')
    .where({ authenticated: true })
    .whereNull('removed_at')
    .whereNotNull('user_id')
    .select('id', 'user_id', 'user_type', 'unit_number', 'street_name', 'first_name', 'last_name', 'email');
  const now = new Date();
  for (const profile of profiles) {
    const unitId = units.get(rosterKeyOf(profile.unit_number, profile.street_name));
    const links = await knex('unit_members').where({ profile_id: profile.id }).select('unit_id', 'relation');
    if (links.some((m) => Number(m.unit_id) === unitId && m.relation === profile.user_type)) continue;
    const entries = hasActivity
      ? await knex('hearth_activity')
          .where({ kind: 'profile', item_id: String(profile.id) })
          .orderBy([{ column: 'occurred_at' }, { column: 'id' }])
          .select('occurred_at', 'actor_id', 'changes')
      : [];
    let lastVerified = -Infinity;
    let changedSince = false;
    for (const entry of entries) {
      const changes = changesOf(entry);
      if (changes.some((c) => c && c.field === 'authenticated' && isTrue(c.after))) {
        lastVerified = Number(entry.occurred_at);
        changedSince = false;
      }
      const byThePerson = Number(entry.actor_id) === Number(profile.user_id);
      if (byThePerson && Number(entry.occurred_at) >= lastVerified && changes.some((c) => c && CONFIRMED_FIELDS.has(c.field)))
        changedSince = true;
    }
    const who = `profile ${profile.id} (${profile.user_type}, unit "${profile.unit_number}", "${profile.street_name}")`;
    if (links.length > 0 || changedSince) {
      await knex('profiles')
        .where({ id: profile.id })
        .update({ authenticated: false, [WITHDRAWN_COLUMN]: now });
      const why = links.length > 0 ? 'the roster places it elsewhere' : 'the person changed it after it was verified';
      changes.push(`[hearth] verification withdrawn from ${who}: ${why}; it waits for an administrator.`);
      continue;
    }
    if (unitId === undefined || !profile.user_type) continue;
    await knex('unit_members').insert({
      document_id: documentId(),
      unit_id: unitId,
      relation: profile.user_type,
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      email: String(profile.email ?? '')
        .trim()
        .toLowerCase(),
      profile_id: profile.id,
      created_at: now,
      updated_at: now,
      published_at: now,
    });
    changes.push(`[hearth] ${who}: its verification recorded on the roster.`);
  }
  return changes;
}

module.exports = {
  recheck,

  async up(knex) {
    for (const line of await recheck(knex)) console.log(line);
  },

  async down() {
    // Nothing to undo: a withdrawn verification is given back by an administrator.
  },
};

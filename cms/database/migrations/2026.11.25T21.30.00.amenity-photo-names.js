'use strict';

/**
 * An amenity's photo is now an uploaded picture (docs/requirements.md §17): the column holds the
 * stored name POST /api/file/amenities gives, served at /uploads/amenities/<name>, as news
 * pictures' `thumbnail` does. Text typed in the panel before (a web address, a description) names
 * no such file and would show a broken picture, so it is cleared; a bare file name is kept.
 * Runs on every start; changes only what no longer fits.
 */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/; // isSafeFileName of @hearth/common

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('amenities')) || !(await knex.schema.hasColumn('amenities', 'photo'))) return;
    const rows = await knex('amenities').whereNotNull('photo').select('id', 'photo');
    const unfit = rows.filter((row) => !SAFE_NAME.test(row.photo) || row.photo.includes('..')).map((row) => row.id);
    if (unfit.length) await knex('amenities').whereIn('id', unfit).update({ photo: null });
  },
};

// @ts-check
/**
 * Strapi's tables the bulk seeder writes (bench/seed-volume.mjs), named in this one module with
 * the content type they belong to: the tables of the content types, the link tables of their
 * relations and the join table of a component, with their columns. Strapi names them from the
 * schemas; cms/tests/bench/bench-support.test.ts checks every name here against Strapi's own
 * metadata (`strapi.db.metadata`), so a Strapi upgrade that renames one fails there, not in a bench run.
 */

/** A content type's table. */
export const TABLES = {
  users: { uid: 'plugin::users-permissions.user', table: 'up_users' },
  roles: { uid: 'plugin::users-permissions.role', table: 'up_roles' },
  profiles: { uid: 'api::profile.profile', table: 'profiles' },
  loginRecords: { uid: 'api::login-record.login-record', table: 'login_records' },
  pageLogs: { uid: 'api::page-log.page-log', table: 'page_logs' },
  newsItems: { uid: 'api::news-item.news-item', table: 'news_items' },
  propertyManagers: { uid: 'api::property-manager.property-manager', table: 'property_managers' },
  faqs: { uid: 'api::faq.faq', table: 'faqs' },
  faqDetails: { uid: 'faq.detail', table: 'components_faq_details' },
  boardDirectors: { uid: 'api::board-director.board-director', table: 'board_directors' },
  boardRoles: { uid: 'api::board-role.board-role', table: 'board_roles' },
  documents: { uid: 'api::document.document', table: 'documents' },
  units: { uid: 'api::unit.unit', table: 'units' },
  unitMembers: { uid: 'api::unit.unit-member', table: 'unit_members' },
};

/**
 * A relation's link table (or a component's join table): `join` is the column of the owning row,
 * `inverseJoin` the related row's, `order` the related rows' order within the owner and
 * `inverseOrder` the owner's order within the related row (Strapi's orderColumnName and
 * inverseOrderColumnName; absent when Strapi keeps none).
 * @typedef {{ uid: string, attribute: string, table: string, join: string, inverseJoin: string, order?: string, inverseOrder?: string }} Link
 */

/** @satisfies {Record<string, Link>} */
export const LINKS = {
  userRole: {
    uid: 'plugin::users-permissions.user',
    attribute: 'role',
    table: 'up_users_role_lnk',
    join: 'user_id',
    inverseJoin: 'role_id',
    inverseOrder: 'user_ord',
  },
  directorRoles: {
    uid: 'api::board-director.board-director',
    attribute: 'roles',
    table: 'board_directors_roles_lnk',
    join: 'board_director_id',
    inverseJoin: 'board_role_id',
    order: 'board_role_ord',
  },
  directorProfile: {
    uid: 'api::board-director.board-director',
    attribute: 'profile',
    table: 'board_directors_profile_lnk',
    join: 'board_director_id',
    inverseJoin: 'profile_id',
  },
  faqDetails: { uid: 'api::faq.faq', attribute: 'details', table: 'faqs_cmps', join: 'entity_id', inverseJoin: 'cmp_id', order: 'order' },
};

export default {
  config: { locales: [], tutorials: false, notifications: { releases: false } },
  bootstrap() {},
};

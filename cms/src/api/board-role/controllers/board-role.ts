export default ({ strapi }) => ({
  async list(ctx) {
    ctx.body = await strapi.service('api::board-role.board-role').list();
  },
});

export default {
  rest: { prefix: '/api', defaultLimit: 25, maxLimit: 100, withCount: true },
};

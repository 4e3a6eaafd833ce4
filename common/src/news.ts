/** News: what the module declares for the registries (common/src/modules.ts); its answer and messages are still in api-types.ts and messages.ts. */
export const NEWS_MODULE = {
  screens: {
    news: { path: '/admin/news', menu: 'News', title: 'Admin: News', audience: 'superUser', addLabel: 'Add News Item', recorded: true },
  },
  /** Its pictures, served at /uploads/news/<name>. */
  stored: { news: { visibility: 'public' } },
  uploads: { news: { kind: 'image', stored: 'news', audience: 'superUser' } },
  // An archived item hides its thumbnail and the pictures its text links to.
  archive: { news: { content: 'newsItem', title: 'title', file: { area: 'news', column: 'thumbnail', links: 'imageLinks' } } },
  content: {
    newsItem: {
      uid: 'api::news-item.news-item',
      rules: 'api::news-item.news-rules',
      cached: true,
      fastReads: { '/api/news/active': 'active' },
      localized: true,
      notices: true,
      panel: 'edit',
      activity: 'news',
      screens: ['news'],
    },
  },
} as const;

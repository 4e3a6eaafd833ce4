/** FAQs: what the module declares for the registries (common/src/modules.ts); its answer and messages are still in api-types.ts and messages.ts. */
export const FAQS_MODULE = {
  screens: {
    faqs: { path: '/admin/faqs', menu: 'FAQs', title: 'Admin: FAQs', audience: 'superUser', addLabel: 'Add New FAQ' },
  },
  archive: { faqs: { content: 'faq', title: 'question' } },
  content: {
    faq: {
      uid: 'api::faq.faq',
      rules: 'api::faq.faq-rules',
      cached: true,
      localized: true,
      panel: 'edit',
      activity: 'faq',
      screens: ['faqs'],
    },
  },
} as const;

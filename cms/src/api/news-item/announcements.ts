/**
 * The news module's announcement (docs/requirements.md, "E-mail notices"): an active item whose publish day has
 * come is announced once to the residents who want news; the notice module sends it.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, NOTICE_SUBJECT_LEADS } from '@hearth/common';
import { notAnnounced, type AnnouncementSource } from '../notice/front-door';
import { excerptOf } from '../notice/front-door';
import { publicUrl } from '../../platform/runtime';

export const newsAnnouncements = (strapi: Core.Strapi): AnnouncementSource[] => [
  {
    source: 'news',
    recordAtFirstStart: true,
    async due(now, limit) {
      const today = new Date(now).toISOString().slice(0, 10);
      const news = (await strapi.db
        .connection('news_items')
        .where('active', true)
        .where('locale', DEFAULT_LOCALE) // an item once, from its English row: translations are rows of their own
        .whereNull('archived_at')
        .where('publish_date', '<=', today)
        .whereNotExists(notAnnounced('news', 'news_items.id'))
        .orderBy('id')
        .limit(limit)
        .select('id', 'title', 'body')) as { id: number; title: string; body: string }[];
      return news.map((n) => ({
        id: Number(n.id),
        kind: 'news' as const,
        lead: NOTICE_SUBJECT_LEADS.news,
        title: n.title,
        excerpt: excerptOf(n.body ?? ''),
        link: `${publicUrl()}/news`,
      }));
    },
  },
];

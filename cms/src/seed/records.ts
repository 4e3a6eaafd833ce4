/**
 * Demo official records (docs/requirements.md, "Official records and rule packs"): the association on the Florida condominium pack,
 * most required records posted in time, the budget posted 15 days late, the insurance policies missing
 * (their document is uploaded, waiting to be posted), the minutes of the last 12 months filed.
 * Posting times are history here: stamped by the records rules, then set back to the demo's dates.
 */
import type { Core } from '@strapi/strapi';
import { addDays, instantOf, localDayOf, type RecordAudience } from '@hearth/common';
import { fileStore } from '../api/file/front-door';
import { UID } from '../platform/content-registry';
import { makePdf } from './pdf';
import { ENGLISH } from '../platform/content-languages';

const ASSOCIATION = 'Maple Court Condominium Association';
const POSTER = 'Martin Okafor';

interface DemoRecord {
  title: string;
  name: string;
  /** Made or received this many days ago. */
  madeDaysAgo: number;
  /** Posted this many days after it was made; null: uploaded, not yet posted. */
  postedAfterDays: number | null;
  category: string;
  audience?: RecordAudience;
  text: string;
}

/** tests/api/records.test.ts holds the hand-made expectation of the compliance view these make. */
const DEMO_RECORDS: readonly DemoRecord[] = [
  {
    title: 'Declaration of Condominium',
    name: 'declaration.pdf',
    madeDaysAgo: 400,
    postedAfterDays: 3,
    category: 'declaration',
    text: 'The recorded declaration and its amendments.',
  },
  {
    title: 'Bylaws',
    name: 'bylaws.pdf',
    madeDaysAgo: 400,
    postedAfterDays: 3,
    category: 'bylaws',
    text: 'The recorded bylaws and their amendments.',
  },
  {
    title: 'Articles of Incorporation',
    name: 'articles.pdf',
    madeDaysAgo: 400,
    postedAfterDays: 3,
    category: 'articles',
    text: 'The articles as filed with the Department of State.',
  },
  {
    title: 'Rules and Regulations',
    name: 'rules-and-regulations.pdf',
    madeDaysAgo: 200,
    postedAfterDays: 10,
    category: 'rules',
    text: 'Pool hours, parking, pets and quiet hours.',
  },
  {
    title: 'Service Contracts and Bids',
    name: 'contracts-and-bids.pdf',
    madeDaysAgo: 90,
    postedAfterDays: 20,
    category: 'contracts',
    text: 'Landscaping, elevator maintenance and the roof bids received.',
  },
  // Posted 45 days after adoption: late by 15 days under the 30-day rule.
  {
    title: 'Annual Budget',
    name: 'annual-budget.pdf',
    madeDaysAgo: 60,
    postedAfterDays: 45,
    category: 'budget',
    text: 'The operating budget and the reserve schedule.',
  },
  {
    title: 'Annual Financial Report',
    name: 'financial-report.pdf',
    madeDaysAgo: 120,
    postedAfterDays: 14,
    category: 'financial-report',
    text: 'Revenue, expenses and the reserve fund balance.',
  },
  {
    title: "Directors' Certifications",
    name: 'director-certifications.pdf',
    madeDaysAgo: 150,
    postedAfterDays: 5,
    category: 'director-certification',
    text: 'Each director certifies having read the governing documents.',
  },
  {
    title: 'Milestone Inspection Report',
    name: 'milestone-inspection.pdf',
    madeDaysAgo: 100,
    postedAfterDays: 12,
    category: 'inspection-reports',
    text: 'Phase one of the milestone inspection found no substantial structural deterioration.',
  },
  // Uploaded, not posted: the compliance view shows the insurance policies missing.
  {
    title: 'Insurance Policies',
    name: 'insurance-policies.pdf',
    madeDaysAgo: 10,
    postedAfterDays: null,
    category: 'insurance',
    text: 'Property, liability and directors-and-officers policies.',
  },
];

export async function seedRecords(strapi: Core.Strapi): Promise<void> {
  const settings = await strapi.db.query(UID.siteSetting).findOne({});
  if (settings) await strapi.db.query(UID.siteSetting).update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
  // Days are the association's local days, as the compliance clocks count them.
  const zone = (settings?.timeZone as string) || 'America/Toronto';
  const today = localDayOf(Date.now(), zone);
  const noonOf = (day: string) => new Date(instantOf(`${day}T12:00`, zone)!);
  const documents = strapi.documents(UID.document);
  const store = fileStore(strapi);
  for (const record of DEMO_RECORDS) {
    if (!(await store.stat('community', record.name)))
      await store.save(
        'community',
        record.name,
        { buffer: makePdf({ title: record.title, subtitle: ASSOCIATION, paragraphs: [record.text] }) },
        { ifAbsent: true },
      );
    if (await documents.findFirst({ filters: { documentName: record.name, docType: 'Document' } })) continue;
    const made = addDays(today, -record.madeDaysAgo);
    const posted = record.postedAfterDays !== null;
    const created = await documents.create({
      data: {
        title: record.title,
        docType: 'Document',
        documentDate: made,
        documentName: record.name,
        ...(posted ? { recordsCategory: record.category, audience: record.audience ?? 'owners', privacyConfirmedBy: POSTER } : {}),
      } as never,
    });
    if (!posted) continue;
    const at = noonOf(addDays(made, record.postedAfterDays!));
    await strapi.db
      .query(UID.document)
      .update({ where: { documentId: created.documentId }, data: { postedAt: at, privacyConfirmedAt: at } });
  }
  // The minutes of the last 12 months, each posted 10 days after its meeting.
  const since = addDays(today, -330);
  const minutes = await strapi.db
    .query(UID.document)
    .findMany({ where: { ...ENGLISH, docType: 'Minutes', documentDate: { $gte: since }, recordsCategory: { $null: true } } });
  for (const row of minutes) {
    await documents.update({
      documentId: row.documentId,
      data: { recordsCategory: 'minutes', audience: 'owners', privacyConfirmedBy: POSTER } as never,
    });
    const tenDaysOn = addDays(String(row.documentDate).slice(0, 10), 10);
    const at = tenDaysOn < today ? noonOf(tenDaysOn) : new Date();
    await strapi.db.query(UID.document).update({ where: { id: row.id }, data: { postedAt: at, privacyConfirmedAt: at } });
  }
}

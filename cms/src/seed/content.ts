/**
 * Believable demo content: news with pictures, FAQs with details, property managers with
 * logos, and real PDFs for community documents, two years of newsletters and minutes.
 * Each item is created only when missing (by its natural key); files are written only when absent.
 */
import type { Core } from '@strapi/strapi';
import { DEMO_REQUEST_CATEGORIES, DOWNLOAD_AREA_BY_DOC_TYPE, type DocType } from '@hearth/common';
import { fileStore } from '../api/file/front-door';
import type { StoredArea } from '../api/file/front-door';
import { makePdf, type PdfContent } from './pdf';
import { seedAmenities } from './amenities';
import { seedLedger } from './ledger';
import { seedMeetings } from './meetings';
import { seedRecords } from './records';
import { renderLogo, renderScene, type Scene } from './pictures';
import { UID } from '../platform/content-registry';

const ASSOCIATION = 'Maple Court Condominium Association';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A demo file, stored unless there already (another process starting beside this one may store it first). */
async function writeOnce(strapi: Core.Strapi, area: StoredArea, name: string, content: () => Promise<Buffer> | Buffer): Promise<void> {
  const store = fileStore(strapi);
  if (await store.stat(area, name)) return;
  await store.save(area, name, { buffer: await content() }, { ifAbsent: true });
}

// ---------------------------------------------------------------- news

interface DemoNews {
  title: string;
  body: string;
  daysAgo: number;
  active: boolean;
  thumbnail: string;
  scene: Scene;
}

const NEWS: DemoNews[] = [
  {
    title: 'Spring garden clean-up day',
    body: 'Join your neighbours on Saturday morning from 9:00 to noon to get the courtyard gardens ready for the season. Gloves, rakes and coffee are provided by the Social Committee; bring a hat. Children are welcome with an adult.',
    daysAgo: 4,
    active: true,
    thumbnail: 'garden-clean-up.jpg',
    scene: { sky: ['#8ecae6', '#e0f4ff'], ground: '#74a57f', building: null, sun: true, trees: 5 },
  },
  {
    title: 'Elevator modernization schedule',
    body: 'The north elevator will be out of service for modernization for about three weeks starting next Monday. The south elevator remains available at all times. Residents who need help with groceries or mobility can contact the property manager to arrange assistance.',
    daysAgo: 18,
    active: true,
    thumbnail: 'elevator-work.jpg',
    scene: { sky: ['#577590', '#cfd8dc'], ground: '#6c757d', building: '#b08968' },
  },
  {
    title: 'Annual General Meeting: save the date',
    body: 'The Annual General Meeting will be held in the party room on the second Tuesday of next month at 7:00 pm. The agenda, the audited financial statements and the proxy form will be delivered to every owner at least fifteen days before the meeting.',
    daysAgo: 35,
    active: true,
    thumbnail: 'agm-notice.png',
    scene: { sky: ['#023047', '#219ebc'], ground: '#386641', building: '#adb5bd', sun: false, trees: 2 },
  },
  {
    title: 'Window cleaning of the exterior facade',
    body: 'Contractors will clean the exterior windows over four days, weather permitting, working from the top floor down. Please keep balcony doors closed and move plants and furniture away from the railings while the crew is on your side of the building.',
    daysAgo: 61,
    active: true,
    thumbnail: 'window-cleaning.jpg',
    scene: { sky: ['#90e0ef', '#caf0f8'], ground: '#588157', building: '#e9c46a', sun: true, trees: 3 },
  },
  {
    title: 'Snow removal reminders',
    body: 'Please move vehicles from the visitor parking area on nights when more than five centimetres of snow are forecast, so the contractor can clear it completely. Salt for walkways is kept by the garage entrance.',
    daysAgo: 240,
    active: false,
    thumbnail: 'snow-removal.jpg',
    scene: { sky: ['#adb5bd', '#e9ecef'], ground: '#f8f9fa', building: '#8d99ae', trees: 4, snow: true },
  },
];

async function seedNews(strapi: Core.Strapi): Promise<void> {
  const news = strapi.documents(UID.newsItem);
  for (const item of NEWS) {
    await writeOnce(strapi, 'news', item.thumbnail, () => renderScene(item.scene, item.thumbnail.endsWith('.png') ? 'png' : 'jpeg'));
    if (await news.findFirst({ filters: { title: item.title } })) continue;
    const date = daysAgo(item.daysAgo);
    await news.create({
      data: {
        title: item.title,
        body: item.body,
        publishDate: isoDate(date),
        itemDate: date.toISOString(),
        active: item.active,
        thumbnail: item.thumbnail,
        imageLinks: [],
      },
    });
  }
}

// ---------------------------------------------------------------- FAQs

const FAQS: { question: string; answer: string; details: string[] }[] = [
  {
    question: 'How do I book the party room?',
    answer: 'Send a request to the property manager at least two weeks before the date.',
    details: [
      'Bookings are confirmed in the order they are received.',
      'A refundable deposit of $200 is collected when the booking is confirmed.',
      'The room must be vacated and cleaned by 11:00 pm.',
    ],
  },
  {
    question: 'When is garbage and recycling collected?',
    answer: 'Garbage is collected on Tuesdays and Fridays, recycling on Wednesdays.',
    details: ['Use the chutes between 8:00 am and 10:00 pm only.', 'Large items go to the bulk storage room by the loading dock.'],
  },
  {
    question: 'Can I have a pet in my unit?',
    answer: 'Yes: up to two domestic pets per unit, registered with the property manager.',
    details: ['Dogs must be leashed in every common area.', 'Owners clean up after their pets on the grounds.'],
  },
  {
    question: 'How do I report a maintenance problem?',
    answer: 'Call the property manager during office hours, or the after-hours line for emergencies.',
    details: [
      'Water leaks, fire alarms and elevator entrapments are emergencies.',
      'For anything else, e-mail a description and photos if you can.',
    ],
  },
  {
    question: 'Who may attend the Annual General Meeting?',
    answer: "Every registered owner, or a person holding an owner's proxy.",
    details: [],
  },
];

async function seedFaqs(strapi: Core.Strapi): Promise<void> {
  const faqs = strapi.documents(UID.faq);
  for (const faq of FAQS) {
    if (await faqs.findFirst({ filters: { question: faq.question } })) continue;
    await faqs.create({
      data: { question: faq.question, answer: faq.answer, details: faq.details.map((body, i) => ({ sequence: i + 1, body })) },
    });
  }
}

// ---------------------------------------------------------------- property managers

const MANAGERS = [
  {
    name: 'Keystone Property Management',
    phone: '416-555-0100',
    afterHoursPhone: '416-555-0199',
    fax: '416-555-0101',
    email: 'service@keystonepm.test',
    websiteUrl: 'https://keystonepm.example.com',
    active: true,
    logo: 'keystone-logo.png',
    tagline: 'Caring for condominium communities',
    colour: '#1d4e89',
  },
  {
    name: 'Northgate Residential Services',
    phone: '416-555-0170',
    afterHoursPhone: '416-555-0179',
    fax: '416-555-0171',
    email: 'info@northgate.test',
    websiteUrl: 'https://northgate.example.com',
    active: false,
    logo: 'northgate-logo.png',
    tagline: 'Residential management since 1998',
    colour: '#7a4419',
  },
];

async function seedManagers(strapi: Core.Strapi): Promise<void> {
  const managers = strapi.documents(UID.propertyManager);
  for (const { tagline, colour, ...manager } of MANAGERS) {
    await writeOnce(strapi, 'logos', manager.logo, () => renderLogo(manager.name.split(' ')[0], tagline, colour));
    if (await managers.findFirst({ filters: { name: manager.name } })) continue;
    await managers.create({ data: manager });
  }
}

// ---------------------------------------------------------------- documents

interface DemoDocument {
  docType: DocType;
  title: string;
  documentDate: string;
  documentName: string;
  pdf: PdfContent;
}

const COMMUNITY: { title: string; name: string; sections: [string, string][] }[] = [
  {
    title: 'Declaration and By-laws',
    name: 'declaration-and-by-laws.pdf',
    sections: [
      [
        'Purpose',
        'The declaration establishes the condominium corporation, describes the units and the common elements, and sets out the proportions in which owners contribute to the common expenses.',
      ],
      [
        'Board of directors',
        'The corporation is managed by a board of five directors elected by the owners for staggered terms of three years. A majority of the directors constitutes a quorum.',
      ],
      [
        'Meetings of owners',
        'An annual general meeting is held within six months of the end of each fiscal year. Owners holding at least fifteen percent of the units may requisition a meeting.',
      ],
    ],
  },
  {
    title: 'House Rules',
    name: 'house-rules.pdf',
    sections: [
      ['Quiet hours', 'Quiet hours are from 11:00 pm to 7:00 am. Renovation work is permitted on weekdays from 9:00 am to 5:00 pm only.'],
      [
        'Common areas',
        'Bicycles are stored in the bicycle room, never in corridors or on balconies. Smoking is not permitted in any indoor common area.',
      ],
      ['Balconies', 'Barbecues using propane are not permitted. Laundry may not be hung over balcony railings.'],
    ],
  },
  {
    title: 'Pet Policy',
    name: 'pet-policy.pdf',
    sections: [
      ['Registration', 'Every pet is registered with the property manager with a recent photograph and the owner contact details.'],
      ['Conduct', 'Pets are carried or leashed in common areas and use the designated relief area behind the parking entrance.'],
    ],
  },
  {
    title: 'Move-in and Move-out Procedure',
    name: 'move-in-move-out.pdf',
    sections: [
      [
        'Booking the elevator',
        'Moves are booked with the property manager at least one week in advance. The service elevator is padded for the move and reserved for three hours.',
      ],
      ['Deposit', 'A refundable deposit covers any damage to common areas and is returned after the post-move inspection.'],
    ],
  },
  {
    title: 'Reserve Fund Study Summary',
    name: 'reserve-fund-study-summary.pdf',
    sections: [
      [
        'Findings',
        'The reserve fund is adequately funded for the next thirty years provided that annual contributions increase by three percent per year.',
      ],
      [
        'Major projects',
        'Roof membrane replacement in year six, elevator modernization in years one and two, and balcony guard repainting in year nine.',
      ],
    ],
  },
];

const QUARTERS = [
  { month: 1, season: 'Winter' },
  { month: 4, season: 'Spring' },
  { month: 7, season: 'Summer' },
  { month: 10, season: 'Fall' },
];

const pad = (n: number) => String(n).padStart(2, '0');

function demoDocuments(today = new Date()): DemoDocument[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const todayDay = today.toISOString().slice(0, 10);
  const docs: DemoDocument[] = COMMUNITY.map((doc, i) => ({
    docType: 'Document',
    title: doc.title,
    documentDate: `${year - 1}-${pad(2 + i)}-10`,
    documentName: doc.name,
    pdf: {
      title: doc.title,
      subtitle: ASSOCIATION,
      paragraphs: doc.sections.flatMap(([heading, text]) => [`# ${heading}`, text]),
    },
  }));

  for (const y of [year - 1, year]) {
    for (const { month: m, season } of QUARTERS) {
      if (y === year && m > month) continue;
      const title = `${season} ${y} Newsletter`;
      docs.push({
        docType: 'Newsletter',
        title,
        documentDate: `${y}-${pad(m)}-05`,
        documentName: `newsletter-${y}-${season.toLowerCase()}.pdf`,
        pdf: {
          title,
          subtitle: `${ASSOCIATION} - ${season} ${y}`,
          paragraphs: [
            '# A word from the board',
            `Welcome to the ${season.toLowerCase()} edition of our newsletter. The board thanks every resident who volunteered this season, and reminds everyone that meeting minutes and community documents are available in the Resources section of the portal.`,
            '# Building updates',
            'The property manager reports that the preventive maintenance programme is on schedule. The garage will be power-washed next month; notices with the exact dates will be posted by the elevators one week in advance.',
            '# Community corner',
            'The Social Committee is looking for two more volunteers. Write to the property manager if you would like to help organise the next gathering in the courtyard.',
          ],
        },
      });
    }
    for (const m of [3, 6, 9, 12]) {
      // Minutes are of a meeting held: none for a meeting still to come this month.
      if (`${y}-${pad(m)}-18` > todayDay) continue;
      const title = `Board Meeting Minutes - ${new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${y}`;
      docs.push({
        docType: 'Minutes',
        title,
        documentDate: `${y}-${pad(m)}-18`,
        documentName: `board-minutes-${y}-${pad(m)}.pdf`,
        pdf: {
          title,
          subtitle: `${ASSOCIATION} - meeting of ${y}-${pad(m)}-18, 7:00 pm, party room`,
          paragraphs: [
            '# Present',
            'Martin Okafor (President), the Treasurer, the Secretary and two directors at large; the property manager attended.',
            '# 1. Call to order',
            'The President called the meeting to order at 7:02 pm, confirmed quorum, and the agenda was approved as circulated.',
            '# 2. Financial report',
            'The Treasurer presented the monthly financial statements. Operating expenses are within budget; the reserve fund contribution was transferred on schedule.',
            '# 3. Property manager report',
            'Work orders were reviewed. The board approved the quote for garage power-washing and asked for a second quote for the lobby lighting upgrade.',
            '# 4. Adjournment',
            'There being no further business, the meeting was adjourned at 8:15 pm.',
          ],
        },
      });
    }
  }
  const agmYear = `${year}-11-12` <= todayDay ? year : year - 1;
  docs.push({
    docType: 'Minutes',
    title: `Annual General Meeting Minutes ${agmYear}`,
    documentDate: `${agmYear}-11-12`,
    documentName: `agm-minutes-${agmYear}.pdf`,
    pdf: {
      title: `Annual General Meeting Minutes ${agmYear}`,
      subtitle: `${ASSOCIATION} - ${agmYear}-11-12`,
      paragraphs: [
        '# Quorum',
        'Owners of 58 percent of the units were present in person or by proxy; quorum was declared.',
        '# Business',
        'The audited financial statements were received. The auditors were re-appointed. Two directors were elected for three-year terms by acclamation.',
      ],
    },
  });
  return docs;
}

async function seedDocuments(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents(UID.document);
  for (const doc of demoDocuments()) {
    const area = DOWNLOAD_AREA_BY_DOC_TYPE[doc.docType];
    await writeOnce(strapi, area, doc.documentName, () => makePdf(doc.pdf));
    if (await documents.findFirst({ filters: { documentName: doc.documentName, docType: doc.docType } })) continue;
    await documents.create({
      data: {
        title: doc.title,
        docType: doc.docType,
        documentDate: doc.documentDate,
        documentName: doc.documentName,
        documentFolder: area,
      },
    });
  }
}

/** The demo list of service request categories (docs/requirements.md, "Service requests"); administrators keep it in the panel. */
async function seedRequestCategories(strapi: Core.Strapi): Promise<void> {
  const categories = strapi.documents(UID.requestCategory);
  for (const [index, name] of DEMO_REQUEST_CATEGORIES.entries()) {
    if (!(await categories.findFirst({ filters: { name } }))) await categories.create({ data: { name, sortOrder: index + 1 } });
  }
}

export const DEMO_CONTENT = {
  news: seedNews,
  faqs: seedFaqs,
  managers: seedManagers,
  documents: seedDocuments,
  amenities: seedAmenities,
  requestCategories: seedRequestCategories,
  meetings: seedMeetings,
  // After the documents: the minutes are filed as records too.
  records: seedRecords,
  // After the meetings: on their Florida pack, payments settle fees before assessments.
  ledger: seedLedger,
} as const;

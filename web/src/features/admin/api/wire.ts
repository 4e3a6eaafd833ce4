/**
 * The server refuses unknown fields, so each model is sent with exactly its wire fields, typed by
 * the schema the server parses it with (common's `…Body` types: z.input of each schema).
 */
import type {
  BoardDirector,
  BoardSaveBody,
  DirectorBody,
  DocumentBody,
  Faq,
  FaqBody,
  ManagerBody,
  NewsBody,
  NewsItem,
  PortalDocument,
  Profile,
  ProfileBody,
  ProfileSaveBody,
  PropertyManager,
} from '@hearth/common';

/** A profile without a type of registration goes as it is: the server answers 'Type of Registration is required'. */
type ProfileWire = Omit<ProfileBody, 'userType'> & { userType: ProfileBody['userType'] | null };

/** Board and profile updates carry the changed models and who made the change. */
export const boardSave = (models: DirectorBody[], userName: string | null): BoardSaveBody => ({ models, userName: userName ?? '' });
export const profileSave = (
  models: ProfileWire[],
  userName: string | null,
): Omit<ProfileSaveBody, 'models'> & { models: ProfileWire[] } => ({
  models,
  userName: userName ?? '',
});

export const directorModel = (d: BoardDirector): DirectorBody => ({
  id: d.id,
  userId: d.userId ?? null,
  firstName: d.firstName,
  lastName: d.lastName,
  unitNumber: d.unitNumber,
  email: d.email,
  phone: d.phone,
  position: d.position,
  roles: d.roles.map((r) => r.id),
  active: d.active,
});

export const managerModel = (m: PropertyManager): ManagerBody => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  afterHoursPhone: m.afterHoursPhone,
  fax: m.fax,
  email: m.email,
  websiteUrl: m.websiteUrl,
  logo: m.logo || null,
  active: m.active,
});

export const documentModel = (d: PortalDocument): DocumentBody => ({
  id: d.id,
  title: d.title,
  docType: d.docType,
  documentName: d.documentName,
  // A date is sent as typed, a cleared one as '', so the server refuses it instead of keeping the old one.
  documentDate: d.documentDate ?? '',
});

export const newsModel = (n: NewsItem): NewsBody => ({
  id: n.id,
  title: n.title,
  body: n.body,
  publishDate: n.publishDate ?? '',
  active: n.active,
  thumbnail: n.thumbnail || null,
});

export const faqModel = (f: Faq): FaqBody => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  details: f.details.map((d) => ({ ...(d.id ? { id: d.id } : {}), sequence: Number(d.sequence), body: d.body })),
});

export const profileModel = (p: Profile): ProfileWire => ({
  id: p.id,
  userId: p.userId ?? null,
  userName: p.userName,
  firstName: p.firstName,
  lastName: p.lastName,
  unitNumber: p.unitNumber,
  streetName: p.streetName,
  email: p.email,
  userType: p.userType,
  authenticated: p.authenticated,
});

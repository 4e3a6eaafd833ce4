/**
 * The staff's, records requests' and notices' e-mails, and the printed results, certificate and
 * meeting documents, in Canadian French (OQLF usage: courriel, syndicat, copropriété, assemblée).
 */
import type {
  ComplianceWords,
  EditorMail,
  EstoppelWords,
  JournalWords,
  NoticeCertificateWords,
  MeetingDocWords,
  NewsFeedWords,
  NoticeWords,
  SecurityMail,
  StaffMail,
  VerificationMail,
} from '../mail-texts';
import type { NoticeDelivery, NoticeKind } from '../notices';
import type { NoticeRoundAction } from '../meeting-labels';
import type { ComplianceState, RecordsRequestFacts, RecordsRequestKind, RecordsRequestMail } from '../records';
import { asOneLine } from '../validation';
import type { VoteReportText } from '../vote-report';
import { momentIn } from './formats';
import { chargeKindsFrCA, deliveryChannelsFrCA, deliveryResultsFrCA, estoppelRequestersFrCA } from './labels.fr-CA';
import type { TranslationOf } from './translate';

const LOCALE = 'fr-CA';

export const staffMailFrCA: TranslationOf<typeof StaffMail> = {
  approvalSubject: (site, amenity) => `${site} : une réservation (${amenity}) attend votre approbation`,
  approvalText: (amenity, when, unit, note, link) =>
    `Une réservation (${amenity}), ${when}${unit ? `, pour l'unité ${unit}` : ''}, attend votre approbation.\n` +
    (note ? `Note : ${note}\n` : '') +
    `\nApprouvez-la ou refusez-la : ${link}\n`,
};

const KINDS: Record<NoticeKind, string> = {
  news: 'les nouvelles',
  newsletters: 'les bulletins',
  minutes: 'les procès-verbaux',
  documents: 'les documents de la copropriété',
  requests: 'les demandes de service',
  votes: 'les votes',
};
const LEADS: Record<NoticeKind, string> = {
  news: 'Nouvelles',
  newsletters: 'Nouveau bulletin',
  minutes: 'Nouveau procès-verbal',
  documents: 'Nouveau document de la copropriété',
  requests: 'Demande de service',
  votes: 'Vote',
};
const DELIVERIES: Record<NoticeDelivery, string> = { none: 'aucun', atOnce: 'dès la publication', weeklyDigest: 'résumé hebdomadaire' };
const DIGESTS: Record<NoticeKind, string> = {
  news: 'Les nouvelles',
  newsletters: 'Les bulletins',
  minutes: 'Les procès-verbaux',
  documents: 'Les documents de la copropriété',
  requests: 'Les demandes de service',
  votes: 'Les votes',
};

export const noticeWordsFrCA: TranslationOf<typeof NoticeWords> = {
  lead: (kind) => LEADS[kind],
  digestSubject: (site, kind, count) =>
    `${asOneLine(site)} : ${DIGESTS[kind]} de la semaine (${count} ${count > 1 ? 'nouveaux éléments' : 'nouvel élément'})`,
  itemBody: (title, excerpt, link) => `${asOneLine(title)}\n\n${excerpt}\n\nÀ lire sur le portail : ${link}`,
  documentExcerpt: (kind, day) => `${LEADS[kind]} daté du ${day}.`,
  footer: (kind, delivery, preferencesUrl, unsubscribeUrl) =>
    [
      `Vous recevez ce courriel parce que votre compte a demandé des courriels sur ${KINDS[kind]} (${DELIVERIES[delivery]}).`,
      `Modifiez vos choix : ${preferencesUrl}`,
      `Vous désabonner des courriels sur ${KINDS[kind]} : ${unsubscribeUrl}`,
    ].join('\n'),
};

const REQUEST_KINDS: Record<RecordsRequestKind, string> = { inspect: 'Consulter les registres', copy: 'Recevoir des copies' };
const dayText = (day: string, timeZone: string) =>
  `${new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  )} (${timeZone})`;
const dayCount = (count: number, businessDays: boolean) =>
  `${count} jour${count > 1 ? 's' : ''}${businessDays ? (count > 1 ? ' ouvrables' : ' ouvrable') : ''}`;
const requestLines = (r: RecordsRequestFacts, timeZone: string) =>
  [
    `Registres : ${asOneLine(r.categoryLabel)}`,
    `Demande : ${REQUEST_KINDS[r.kind]}`,
    ...(r.message.trim() ? [`Précisions : ${r.message.trim()}`] : []),
    `Réponse attendue au plus tard le : ${dayText(r.deadline, timeZone)}${r.businessDays ? ' (en jours ouvrables, du lundi au vendredi)' : ''}`,
    ...(r.citation ? [`En vertu de : ${r.citation}`] : []),
  ].join('\n');
const unitOf = (r: RecordsRequestFacts) => (r.unit ? ` (unité ${asOneLine(r.unit)})` : '');

export const recordsMailFrCA: TranslationOf<typeof RecordsRequestMail> = {
  acknowledgementSubject: (site, r) =>
    `${asOneLine(site)} : votre demande d'accès aux registres no ${r.id} (${asOneLine(r.categoryLabel)}) a été reçue`,
  acknowledgement: (r, timeZone, link) =>
    `Bonjour ${asOneLine(r.requestedBy)},\n\n` +
    `le syndicat a reçu votre demande d'accès aux registres no ${r.id}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Le syndicat répondra au plus tard à la date ci-dessus. Vos demandes et leurs réponses : ${link}\n`,
  alertSubject: (site, r) =>
    `${asOneLine(site)} : demande d'accès aux registres no ${r.id} de ${asOneLine(r.requestedBy)}, échéance ${r.deadline}`,
  alert: (r, timeZone, link) =>
    `${asOneLine(r.requestedBy)}${unitOf(r)} a fait la demande d'accès aux registres no ${r.id}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Y répondre : ${link}\n`,
  reminderSubject: (site, r) =>
    `${asOneLine(site)} : rappel, la demande d'accès aux registres no ${r.id} arrive à échéance le ${r.deadline}`,
  reminder: (r, daysLeft, timeZone, link) =>
    `La demande d'accès aux registres no ${r.id} de ${asOneLine(r.requestedBy)}${unitOf(r)} n'a pas encore reçu de réponse : ` +
    `il reste ${dayCount(daysLeft, r.businessDays)}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Y répondre : ${link}\n`,
  answerSubject: (site, r) =>
    `${asOneLine(site)} : votre demande d'accès aux registres no ${r.id} (${asOneLine(r.categoryLabel)}) a reçu une réponse`,
  answer: (r, answer, timeZone, link) =>
    `Bonjour ${asOneLine(r.requestedBy)},\n\n` +
    `${asOneLine(answer.answeredBy) || 'Le syndicat'} a répondu à votre demande d'accès aux registres no ${r.id} (${asOneLine(r.categoryLabel)}, ${REQUEST_KINDS[r.kind].toLowerCase()}).\n` +
    (answer.documents.length
      ? `\nLes registres (ouvrez une session pour les télécharger) :\n${answer.documents.map((d) => `- ${asOneLine(d.title)} : ${d.link}`).join('\n')}\n`
      : '') +
    (answer.inspectionDate ? `\nVous pourrez consulter les registres le ${dayText(answer.inspectionDate, timeZone)}.\n` : '') +
    (answer.note.trim() ? `\nNote : ${answer.note.trim()}\n` : '') +
    `\nVos demandes et leurs réponses : ${link}\n`,
};

const percentFr = (part: number, whole: number) =>
  new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
const CHOICES: Record<string, string> = { yes: 'Pour', no: 'Contre', abstain: 'Abstention' };

export const voteReportFrCA: VoteReportText = {
  association: 'Syndicat',
  vote: 'Vote',
  opens: 'Ouverture',
  opened: 'Ouvert le',
  closedEarly: 'Fermé plus tôt le',
  closeReason: 'Motif de la fermeture anticipée',
  closed: 'Fermé le',
  closes: 'Fermeture',
  recordDate: 'Date de référence (unités habilitées à voter fixées)',
  sealed: 'Résultats scellés le',
  timeZone: 'Fuseau horaire',
  counting: 'Décompte',
  byUnit: 'Une voix par unité',
  byEntitlement: 'Selon la quote-part',
  ballot: 'Scrutin',
  secret: 'Secret (aucun votant n’est nommé)',
  named: 'Nominal',
  quorum: 'Quorum',
  quorumValue: (share, byUnit, met) => `${share} ${byUnit ? 'des unités' : 'des quotes-parts'} : ${met ? 'atteint' : 'non atteint'}`,
  unitsVoted: 'Unités ayant voté',
  unitsVotedValue: (units, total, share) => `${units} sur ${total} (${share} des unités)`,
  onPaper: 'Sur papier',
  onPaperValue: (paper, units) => `${paper} des ${units} unités ont voté sur papier`,
  entitlementVoted: 'Quotes-parts ayant voté',
  entitlementVotedValue: (weight, total, share) => `${weight} sur ${total} (${share} des quotes-parts)`,
  final: 'Résultats définitifs',
  soFar: 'Résultats partiels (le vote n’est pas fermé)',
  choice: 'Choix',
  units: 'Unités',
  entitlement: 'Quote-part',
  share: 'Proportion',
  question: 'Question',
  outcome: 'Résultat',
  choiceLabel: (choice) => CHOICES[choice] ?? choice,
  shareOfUnits: (share) => `${share} des unités ayant voté`,
  shareOfEntitlement: (share) => `${share} des quotes-parts exprimées`,
  notDecided: 'Non tranché : le vote est encore ouvert',
  defeatedNoQuorum: 'Rejeté : quorum non atteint',
  carried: 'Adopté',
  defeated: 'Rejeté',
  noDecisionQuorum: 'Aucune décision : quorum non atteint',
  noDecisionNone: 'Aucune décision : aucune option choisie',
  tied: (leaders) => `Aucune décision : égalité entre ${leaders}`,
  chosen: (option) => `Choisi : ${option}`,
  percent: percentFr,
  weight: (weight, decimals) =>
    new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(weight),
  pdfTitle: (title) => `${title} : résultats`,
  mailStatus: (association, status) => `${association} : ${status.charAt(0).toLowerCase()}${status.slice(1)}.`,
  mailClosedEarly: (at, reason) => `Fermé plus tôt le ${at} : ${reason}.`,
  mailClosed: (at) => `Fermé le ${at}.`,
  mailFigures: (quorum, units, entitlement) => `Quorum ${quorum}; unités ayant voté ${units}; quotes-parts ayant voté ${entitlement}.`,
  time: (ms, timeZone) => momentIn(LOCALE, ms, timeZone),
};

export const estoppelWordsFrCA: TranslationOf<typeof EstoppelWords> = {
  title: (unit) => `Certificat d'état de compte (estoppel), unité ${unit}`,
  issued: (on, by, until, citation) => `Délivré le ${on} par ${by}; en vigueur jusqu'au ${until}. ${citation}`,
  requested: (on, name, kind, email, closing, due) =>
    `Demandé le ${on} par ${name} (${kind}, ${email}); clôture de la vente le ${closing}; à délivrer au plus tard le ${due}.`,
  owedHeading: 'Sommes dues à la date de délivrance',
  fallingDueHeading: 'Sommes exigibles pendant la validité du certificat',
  due: 'Échéance',
  kind: 'Nature',
  amount: 'Montant',
  totalOwed: 'Total dû',
  totalFallingDue: 'Total à échoir',
  credit: (amount) => `Un crédit de ${amount} est détenu pour l'unité.`,
  fee: (amount) => `Frais pour ce certificat : ${amount}.`,
  hash: (sha256) => `SHA-256 du certificat tel que délivré : ${sha256}`,
  // Inside the sentence "(…, email)" the label reads in lower case.
  requesterKind: (kind) => estoppelRequestersFrCA[kind]?.toLocaleLowerCase('fr-CA') ?? kind,
  chargeKind: (kind) => chargeKindsFrCA[kind] ?? kind,
};

export const meetingDocWordsFrCA: TranslationOf<typeof MeetingDocWords> = {
  summary: (heading, emergency) => `${heading}${emergency ? ' (urgence)' : ''}`,
  name: 'Nom',
  unit: 'Unité',
  street: 'Rue',
  city: 'Ville',
  region: 'Province ou État',
  postalCode: 'Code postal',
  country: 'Pays',
  complete: 'Complète',
  yes: 'oui',
  no: 'non',
  labelsTitle: (heading) => `Liste d'envoi postal : ${heading}`,
};

const TYPE_WORDS: Readonly<Record<string, string>> = { owner: 'copropriétaire', tenant: 'locataire', propmgr: 'gestionnaire immobilier' };

export const verificationMailFrCA: TranslationOf<typeof VerificationMail> = {
  neededSubject: (site, type) => `${site} : vérification requise (${TYPE_WORDS[type] ?? 'résident'})`,
  neededText: (who, userName, unit, street, type, changed, link) =>
    `« ${who} » (nom d'utilisateur ${userName}, unité « ${unit} », « ${street} ») ${
      changed
        ? `a modifié son profil depuis sa vérification et se dit maintenant ${TYPE_WORDS[type] ?? 'résident'}`
        : `se dit ${TYPE_WORDS[type] ?? 'résident'}`
    }.\n\n` +
    `Les votes, les réservations, les procès-verbaux du conseil et la vue du personnel des demandes de service lui seront ouverts une fois ces renseignements vérifiés dans le registre et la case Authenticated cochée sur l'écran des utilisateurs :\n\n${link}\n`,
  ownerVerifiedSubject: (site) => `${site} : votre statut de copropriétaire a été vérifié`,
  ownerVerifiedText: (name, site, link) =>
    `Bonjour ${name},\n\nun administrateur de ${site} a vérifié que vous êtes copropriétaire.\n` +
    `Les procès-verbaux des réunions du conseil et des assemblées générales annuelles vous sont maintenant accessibles à la page Ressources et liens :\n\n${link}\n`,
  residentVerifiedSubject: (site) => `${site} : votre profil a été vérifié`,
  residentVerifiedText: (name, site, type, link) =>
    `Bonjour ${name},\n\nun administrateur de ${site} a vérifié votre profil (${TYPE_WORDS[type] ?? 'résident'}).\n\n${link}\n`,
};

export const securityMailFrCA: TranslationOf<typeof SecurityMail> = {
  emailChangedSubject: (site) => `${site} : l'adresse de courriel de votre compte a été modifiée`,
  emailChangedText: (username, site, newEmail, link) =>
    `Bonjour ${username},\n\nl'adresse de courriel de votre compte sur ${site} a été changée de cette adresse à ${newEmail}.\n\nSi vous n'avez pas fait ce changement, ouvrez ce lien : il rétablit cette adresse, ferme toutes les sessions du compte et vous permet de choisir un nouveau mot de passe :\n\n${link}\n\nLe lien est valide pendant 30 jours. Si vous avez fait ce changement, ne tenez pas compte de ce message.\n`,
  twoFactorSubject: (site) => `${site} : codes de vérification en deux étapes erronés pour votre compte`,
  twoFactorText: (username, count, site, minutes, link) =>
    `Bonjour ${username},\n\n${count} codes de vérification en deux étapes erronés viennent d'être saisis pour votre compte sur ${site}, ` +
    `après son mot de passe exact. Ses codes ne seront pas acceptés pendant les ${minutes} prochaines minutes, et l'attente s'allonge à chaque nouvelle série.\n\n` +
    `Si ce n'était pas vous, quelqu'un connaît votre mot de passe : choisissez-en un nouveau dès maintenant (cela ferme aussi toutes les sessions) :\n\n${link}\n`,
};

export const editorMailFrCA: TranslationOf<typeof EditorMail> = {
  invitationSubject: "Votre invitation à l'éditeur de contenu",
  invitationText: (firstName, role, link, adminUrl, email) =>
    [
      `Bonjour ${firstName},`,
      '',
      `Vous pouvez maintenant tenir à jour le contenu du portail (conseil, documents, nouvelles, FAQ, gestionnaires immobiliers) dans l'éditeur de contenu, comme ${role}.`,
      '',
      "Choisissez ici votre mot de passe de l'éditeur de contenu :",
      link,
      '',
      `Ensuite, ouvrez une session à ${adminUrl} avec cette adresse de courriel (${email}) et ce mot de passe.`,
      'Les écrans d’administration du portail continuent de fonctionner avec votre connexion habituelle au portail.',
    ].join('\n'),
  restoredSubject: "Votre accès à l'éditeur de contenu a été rétabli",
  restoredText: (firstName, role, adminUrl, email) =>
    [
      `Bonjour ${firstName},`,
      '',
      `Votre accès à l'éditeur de contenu a été rétabli, comme ${role}.`,
      `Ouvrez une session à ${adminUrl} avec ${email} et votre mot de passe de l'éditeur de contenu (au besoin, utilisez « Forgot your password? » à cet endroit).`,
    ].join('\n'),
};

export const journalWordsFrCA: TranslationOf<typeof JournalWords> = {
  date: 'Date',
  account: 'Compte',
  debit: 'Débit',
  credit: 'Crédit',
  memo: 'Libellé',
  transactionId: 'N° de transaction',
};

const STATES_FR: Record<ComplianceState, string> = { posted: 'affiché', late: 'en retard', missing: 'manquant', expired: 'périmé' };

export const complianceWordsFrCA: TranslationOf<typeof ComplianceWords> = {
  category: 'catégorie',
  citation: 'référence',
  required: 'obligatoire',
  state: 'état',
  postedAtIn: (zone) => `affiché le (${zone})`,
  lateByDays: 'jours de retard',
  expiredRecords: 'documents périmés',
  yes: 'oui',
  no: 'non',
  stateCode: (state) => STATES_FR[state] ?? state,
  requestLine: (id, category) => `Demande de consultation no ${id} : ${category}`,
  lateUnanswered: (lateness) => `en retard, sans réponse (${lateness})`,
  answeredLate: (lateness) => `répondue en retard (${lateness})`,
  days: (n, business) => `${n} jour${n <= 1 ? '' : 's'}${business ? ` ouvrable${n <= 1 ? '' : 's'}` : ''}`,
  title: 'Registres officiels : rapport de conformité',
  intro: (pack, today, zone) => `${pack}. Date du rapport : ${today}; heures selon le fuseau ${zone}.`,
  categoryHeading: 'Catégorie',
  stateHeading: 'État',
  citationHeading: 'Référence',
  ifAny: (label) => `${label} (s'il y a lieu)`,
  missing: 'Manquant',
  late: (posted, lateBy, within) => `En retard : affiché le ${posted}, ${lateBy} après l'échéance (${within} après la date du document)`,
  expired: (count, months) => `Périmé : ${count} encore affiché(s) au-delà de la période de ${months} mois`,
  posted: (at) => `Affiché le ${at}`,
  leftWindow: (category, title, documentDate, expiredOn) =>
    `${category} : « ${title} » (${documentDate}) a quitté sa période d'affichage le ${expiredOn}.`,
  lateRequestsHeading: "Demandes de consultation des registres répondues en retard ou encore ouvertes après l'échéance",
  none: 'Aucune.',
  requestAsked: (id, category, askedAt, by, deadline, citation) =>
    `No ${id} ${category}, demandée le ${askedAt} par ${by}; échéance le ${deadline} (${citation}); `,
  unansweredLate: (lateness) => `sans réponse, ${lateness} de retard.`,
  answeredAtLate: (at, lateness) => `répondue le ${at}, ${lateness} de retard.`,
};

const ROUNDS_FR: Record<NoticeRoundAction, string> = {
  scheduled: 'Avis de convocation',
  edited: 'Avis de convocation modifié',
  postponed: 'Avis de report',
  cancelled: "Avis d'annulation",
};

export const noticeCertificateWordsFrCA: TranslationOf<typeof NoticeCertificateWords> = {
  docTitle: (title) => `Certificat de convocation : ${title}`,
  heading: (site) => `Certificat de convocation — ${site}`,
  ownerMeeting: 'Assemblée des copropriétaires',
  boardMeeting: "Réunion du conseil d'administration",
  held: (when, cancelled) => `${cancelled ? 'Annulée. Devait avoir lieu le' : 'Tenue le'} ${when}`,
  noticeRule: (citation) => `Règle de convocation : ${citation}`,
  round: (action) => ROUNDS_FR[action] ?? action,
  given: (round, when, count, reason) =>
    `${round} donné le ${when} à ${count} ${count <= 1 ? 'copropriétaire' : 'copropriétaires'}${reason ? ` — ${reason}` : ''}`,
  ownerAndUnit: 'Copropriétaire et unité',
  how: 'Mode',
  where: 'Adresse',
  whenResult: 'Date (résultat)',
  owner: (name, hasAccount, unit) => `${name}${hasAccount ? '' : ' (sans compte)'} — ${unit}`,
  channel: (channel) => deliveryChannelsFrCA[channel] ?? channel,
  recorded: (when, result) => `${when} (${deliveryResultsFrCA[result] ?? result})`,
  paperNotices: 'Avis sur papier',
  notSignedOff:
    "Pas encore attesté : l'administrateur ou le gestionnaire qui poste ou affiche les avis sur papier l'inscrit sur le portail.",
  signOff: (round, method, on, name, title, recorded) =>
    `J'atteste que les avis sur papier des envois jusqu'à « ${(ROUNDS_FR[round] ?? round).toLowerCase()} » ont été ${method === 'mailed' ? 'postés' : 'affichés'} le ${on} aux copropriétaires indiqués ci-dessus comme recevant les avis sur papier. — ${name}${title ? `, ${title}` : ''} (inscrit le ${recorded})`,
};

export const newsFeedWordsFrCA: TranslationOf<typeof NewsFeedWords> = {
  title: (site) => `${site || 'Syndicat de copropriété'} : Nouvelles`,
  description: (site) => `Les nouvelles ${site ? `de ${site}` : 'du syndicat de copropriété'}`,
};

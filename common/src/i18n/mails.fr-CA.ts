/** The e-mails' and printed documents' texts in Canadian French (OQLF usage: courriel, syndicat, relevé). */
import type { AccountMail, BookingMail, LedgerMemoWords, MeetingMail, StatementMail, VoteMail } from '../mail-texts';
import type { TransactionKind } from '../ledger';
import { monthIn, wallClockIn } from './formats';
import { chargeKindsFrCA } from './labels.fr-CA';
import type { TranslationOf } from './translate';

export const accountMailFrCA: TranslationOf<typeof AccountMail> = {
  verifySubject: (site) => `${site} : veuillez confirmer votre adresse de courriel`,
  verifyRegister: (username, site, link) =>
    `Bonjour ${username},\n\nmerci de vous être inscrit à ${site}.\nVeuillez confirmer votre adresse de courriel en ouvrant ce lien :\n\n${link}\n\nLe lien est valide pendant 7 jours. Si vous ne vous êtes pas inscrit, ne tenez pas compte de ce message.\n`,
  verifyChange: (username, site, link) =>
    `Bonjour ${username},\n\nl'adresse de courriel de votre compte sur ${site} a été remplacée par celle-ci.\nVeuillez la confirmer en ouvrant ce lien :\n\n${link}\n\nLe lien est valide pendant 7 jours. Si vous n'avez rien demandé, ne tenez pas compte de ce message.\n`,
  resetSubject: (site) => `${site} : réinitialisez votre mot de passe`,
  resetText: (username, site, link) =>
    `Bonjour ${username},\n\nquelqu'un (vous, espérons-le) a demandé de réinitialiser le mot de passe de votre compte sur ${site}.\nPour choisir un nouveau mot de passe, ouvrez ce lien d'ici une heure :\n\n${link}\n\nSi vous n'avez rien demandé, ne tenez pas compte de ce message : votre mot de passe reste le même.\n`,
  invitationText: (firstName, site, unitNumber, street, link) =>
    `Bonjour ${firstName},\n\nvous figurez au registre de ${site} pour l'unité ${unitNumber}, ${street}.\n` +
    `Inscrivez-vous sur le portail avec ce lien (vos coordonnées sont déjà remplies) :\n\n${link}\n`,
  userNameSubject: (site) => `${site} : votre nom d'utilisateur`,
  userNameText: (site, username, home) =>
    `Bonjour,\n\nle nom d'utilisateur de votre compte sur ${site} est :\n\n${username}\n\nOuvrez une session à ${home}\n`,
};

export const bookingMailFrCA: TranslationOf<typeof BookingMail> = {
  when: (start, end) => `du ${wallClockIn('fr-CA', start)} au ${wallClockIn('fr-CA', end)}`,
  confirmedSubject: (site, amenity) => `${site} : votre réservation (${amenity}) est confirmée`,
  reminderSubject: (site, amenity) => `${site} : rappel, ${amenity} demain`,
  confirmedText: (firstName, amenity, when, link) =>
    `Bonjour ${firstName},\n\nvotre réservation est confirmée : ${amenity}, ${when}.\n\nVos réservations, et pour en annuler une : ${link}\n`,
  reminderText: (firstName, amenity, when, link) =>
    `Bonjour ${firstName},\n\nun rappel de votre réservation : ${amenity}, ${when}.\n\nVos réservations, et pour en annuler une : ${link}\n`,
  calledOffSubject: (site, amenity, declined) => `${site} : votre réservation (${amenity}) ${declined ? 'a été refusée' : 'est annulée'}`,
  calledOffText: (firstName, amenity, when, declined, reason, link) =>
    `Bonjour ${firstName},\n\n` +
    `votre réservation (${amenity}), ${when}, a été ${declined ? 'refusée' : 'annulée'} par le syndicat.\n` +
    `Motif : ${reason}\n\n` +
    `Vos réservations : ${link}\n`,
  calendarDescription: (amenity, link) => `Votre réservation : ${amenity}. ${link}`,
};

const STATEMENT_ENTRIES: Readonly<Record<TransactionKind, string>> = {
  charge: 'Frais',
  payment: 'Paiement',
  reversal: 'Contrepassation',
  journal: 'Écriture de journal',
};

export const statementMailFrCA: TranslationOf<typeof StatementMail> = {
  subject: (site, period, unit) => `${site} : votre relevé de ${period}, unité ${unit}`,
  text: (period, unit, figures, link) => {
    const [from, to, opening, charges, payments, closing] = figures;
    return (
      `Bonjour,\n\n` +
      `votre relevé de ${period} (unité ${unit}) est émis.\n\n` +
      `Solde d'ouverture au ${from} : ${opening}\n` +
      `Frais : ${charges}\n` +
      `Paiements et crédits : ${payments}\n` +
      `Solde de clôture au ${to} : ${closing}\n\n` +
      `Votre compte et le relevé en PDF : ${link}\n`
    );
  },
  pdfTitle: (period, unit) => `Relevé de ${period}, unité ${unit}`,
  pdfRange: (from, to) => `Du ${from} au ${to}.`,
  day: 'Jour',
  transaction: 'Opération',
  amount: 'Montant',
  balance: 'Solde',
  openingBalance: "Solde d'ouverture",
  closingBalance: 'Solde de clôture',
  pdfSum: (opening, charges, payments, closing) =>
    `Ouverture ${opening} + frais ${charges} - paiements et crédits ${payments} = clôture ${closing}.`,
  credit: (amount) => `Un crédit de ${amount} est détenu pour l'unité.`,
  chargeKind: (kind) => chargeKindsFrCA[kind] ?? kind,
  transactionKind: (kind) => STATEMENT_ENTRIES[kind] ?? kind,
};

export const voteMailFrCA: TranslationOf<typeof VoteMail> = {
  receiptSubject: (title) => `Votre reçu de bulletin : ${title}`,
  receiptText: (unit, title, code, paper) =>
    [
      paper
        ? `Le bulletin papier de l'unité ${unit} pour « ${title} » a été saisi par le syndicat.`
        : `Votre bulletin pour l'unité ${unit} pour « ${title} » a été enregistré.`,
      '',
      `Code de reçu : ${code}`,
      '',
      'Conservez ce code : il vous permet de vérifier que votre bulletin a été compté.',
    ].join('\n'),
  openingLead: 'Vote ouvert',
  reminderLead: 'Le vote se termine dans 24 heures',
  resultsLead: 'Résultats du vote',
  opening: (closesAt, entitlement) =>
    `Le vote est ouvert jusqu'au ${closesAt}. ${
      entitlement ? 'Chaque unité a un bulletin, pondéré selon sa quote-part' : 'Chaque unité a une voix'
    }; votez pour votre unité sur le portail.`,
  reminder: (closesAt) => `Votre unité n'a pas encore voté. Le vote se termine le ${closesAt}.`,
  readOnPortal: (link) => `À lire sur le portail : ${link}`,
};

export const meetingMailFrCA: TranslationOf<typeof MeetingMail> = {
  ownerMeeting: 'Assemblée des copropriétaires',
  boardMeeting: "Réunion du conseil d'administration",
  noticeLead: (meeting, emergency) => `Avis de convocation${emergency ? " d'urgence" : ''} (${meeting})`,
  amendedLead: (meetingLower) => `Avis modifié (${meetingLower})`,
  postponedLead: (meeting) => `${meeting} reportée`,
  cancelledLead: (meeting) => `${meeting} annulée`,
  when: (when) => `Date : ${when}`,
  where: (place) => `Lieu : ${place}`,
  video: (link) => `Vidéo : ${link}`,
  agenda: 'Ordre du jour :',
  givenUnder: (citation) => `Avis donné en vertu de ${citation}.`,
  postedAt: (link) => `L'avis et l'ordre du jour sont affichés à ${link}`,
  cancelled: (before) => `La réunion du ${before} est annulée.`,
  postponed: (before) => `La réunion du ${before} est reportée. Elle aura lieu comme indiqué ci-dessous.`,
  amends: (before) => `Cet avis modifie l'avis de la réunion du ${before}.`,
  reason: (reason) => `Motif : ${reason}`,
  requestLead: (year) => `Votre choix de mode de réception des avis pour ${year}`,
  requestBody: (year, link) =>
    `Chaque année, le syndicat vous demande comment vous souhaitez recevoir ses avis : par courriel, affichés sur le site Web ou par la poste. Confirmez ou modifiez votre choix pour ${year} à ${link}`,
  footer: (link) =>
    `Vous recevez cet avis par courriel parce que vous avez consenti aux avis électroniques. Modifiez ou retirez votre choix : ${link}`,
};

/** "de mars 2025", "d'avril 2025": the month of a memo with the article French elides before a vowel. */
const ofMonth = (period: string) => {
  const month = monthIn('fr-CA', period);
  return /^[aeiouàâéèêh]/i.test(month) ? `d'${month}` : `de ${month}`;
};
/** A rate read back from an English memo, written the French way (1,5); anything else as given. */
const rateFr = (rate: number) => (typeof rate === 'number' ? new Intl.NumberFormat('fr-CA').format(rate) : rate);

export const ledgerMemoFrCA: TranslationOf<typeof LedgerMemoWords> = {
  assessment: (period) => `Charges communes ${ofMonth(period)}`,
  specialAssessment: (period) => `Cotisation spéciale ${ofMonth(period)}`,
  reverses: (id) => `Contrepassation de l'opération ${id}`,
  returnedPaymentFee: (citation) => `Frais de paiement refusé (${citation})`,
  lateFee: (period, citation) => `Frais de retard ${ofMonth(period)} (${citation})`,
  interest: (period, annualPercent, citation) => `Intérêts ${ofMonth(period)}, ${rateFr(annualPercent)} % par année (${citation})`,
  estoppelFee: (id, citation) => `Frais du certificat d'état de compte (certificat ${id}, ${citation})`,
};

/** Common's meeting messages (scheduling, minutes, notice consent, a meeting's changes, e-mail notices) in Canadian French. */
import type { MeetingMessages } from '../meetings';
import type { LifecycleMessages } from '../meeting-lifecycle';
import type { NoticeKind, NoticeMessages } from '../notices';
import type { MeetingKind } from '../rule-packs/types';
import { CURRENT_CONSENT_VERSION } from '../meetings/delivery';
import type { TranslationOf } from './translate';

/** A rule's notice period arrives as the English wrote it ("14 days’", "48 hours’"): said in French, anything else as given. */
const noticeFr = (notice: string) => notice.replace(/^(\d+) days’$/, '$1 jours').replace(/^(\d+) hours’$/, '$1 heures');

const MEETING_KINDS_FR: Record<MeetingKind, string> = {
  owner: 'assemblées des copropriétaires',
  board: "réunions du conseil d'administration",
};
const meetingKindsFr = (kind: MeetingKind) => MEETING_KINDS_FR[kind] ?? kind;

export const meetingsFrCA: TranslationOf<typeof MeetingMessages> = {
  notFound: "Cette assemblée n'existe pas.",
  startInvalid: "Indiquez le début sous forme de date et d'heure qui existent dans le fuseau horaire du syndicat (AAAA-MM-JJTHH:MM).",
  startSkipped: (local, zone) =>
    `${local} n'existe pas dans le fuseau ${zone} : le changement d'heure la saute. Choisissez une autre heure.`,
  inPast: 'Une assemblée ne peut pas être convoquée dans le passé.',
  startTooFar: "Une assemblée doit commencer avant l'an 9999 (son événement de calendrier ne pourrait pas être écrit).",
  placeRequired: "Indiquez un lieu pour l'assemblée, un lien vidéo, ou les deux.",
  tooLate: (kind, notice, citation, earliest) =>
    `Les ${meetingKindsFr(kind)} exigent un avis de convocation de ${noticeFr(notice)} (${citation}) : celle-ci peut se tenir au plus tôt le ${earliest}.`,
  emergencyNotAllowed: (kind, citation) =>
    `Les règles du syndicat ne permettent pas de convoquer ${kind === 'board' ? "une réunion d'urgence du conseil" : kind === 'owner' ? "une assemblée d'urgence des copropriétaires" : `une assemblée d'urgence (${kind})`} dans un délai plus court (${citation}).`,
  emergencyReasonRequired: "Indiquez pourquoi il s'agit d'une assemblée d'urgence.",
  notHeldYet: "L'enregistrement et le procès-verbal s'ajoutent après l'assemblée.",
  minutesNotFound: 'Le procès-verbal doit être un document « Procès-verbal » du portail.',
  minutesBeforeMeeting: (day) => `Le procès-verbal de cette assemblée est daté du jour de l'assemblée (${day}) ou d'après.`,
  documentNotFound: (id) => `Le document ${id} n'existe pas.`,
  draftMinutesBoardOnly:
    'Seuls les administrateurs du site et les membres du conseil autorisés à lire les procès-verbaux traitent les projets de procès-verbal.',
  noDraftMinutes: "Cette assemblée n'a aucun projet de procès-verbal à approuver : ajoutez-le d'abord.",
  minutesAlreadyApproved: 'Ce procès-verbal a déjà été approuvé.',
  draftMinutesNotApproved: "Ce procès-verbal est un projet : approuvez-le pour qu'il devienne le procès-verbal de l'assemblée.",
  draftMinutesStayMinutes: "Un projet de procès-verbal demeure un procès-verbal jusqu'à son approbation.",
  draftMinutesAdded: "Le projet de procès-verbal a été ajouté : seul le conseil le voit jusqu'à son approbation.",
  minutesApproved: 'Le procès-verbal a été approuvé : les copropriétaires peuvent maintenant le lire et en sont avisés.',
  voteNotFound: (id) => `Le vote ${id} n'existe pas.`,
  consentVersionUnknown: `Ce libellé de consentement est inconnu : rechargez la page et acceptez le libellé en vigueur (version ${CURRENT_CONSENT_VERSION}).`,
  consentNotOwner: "Seuls les copropriétaires vérifiés d'une unité choisissent comment ils reçoivent les avis du syndicat.",
  consentSaved: 'Votre choix a été enregistré.',
  consentWithdrawn: 'Vous avez retiré votre consentement : les avis vous parviendront par la poste.',
  nothingToWithdraw: "Vous n'avez aucun consentement à retirer.",
  requestYearInvalid: "L'année doit être l'année en cours ou la suivante.",
  requestAlreadySent: (year) => `La demande pour ${year} a déjà été envoyée.`,
};

export const lifecycleFrCA: TranslationOf<typeof LifecycleMessages> = {
  alreadyStarted: 'Cette assemblée est commencée : elle ne peut plus être modifiée, reportée ni annulée.',
  cancelled: 'Cette assemblée a été annulée : elle ne peut plus être modifiée.',
  nothingChanged: "Modifiez au moins un détail de l'assemblée.",
  changedMeanwhile: "Cette assemblée vient d'être modifiée par quelqu'un d'autre : rechargez-la et réessayez.",
  postponeLater: "Une assemblée reportée commence plus tard que l'heure prévue.",
  reasonRequired: "Indiquez la raison, pour l'avis aux copropriétaires.",
  signOffDate: "Indiquez le jour où les avis papier ont été postés ou affichés (AAAA-MM-JJ), au plus tard aujourd'hui.",
  signOffName: "Indiquez le nom de l'administrateur ou du gestionnaire qui a posté ou affiché les avis papier.",
  methodInvalid: 'Les avis papier ont été soit postés, soit affichés.',
  edited: (title) => `« ${title} » a été modifiée et l'avis de convocation modifié a été donné.`,
  postponed: (title) => `« ${title} » a été reportée et son avis a été donné.`,
  cancelledDone: (title) => `« ${title} » a été annulée et son avis a été donné.`,
};

const NOTICE_KINDS_FR: Record<NoticeKind, string> = {
  news: 'les nouvelles',
  newsletters: 'les bulletins',
  minutes: 'les procès-verbaux',
  documents: 'les documents de la communauté',
  requests: 'les demandes de service',
  votes: 'les votes',
};
const noticeKindFr = (kind: NoticeKind) => NOTICE_KINDS_FR[kind] ?? kind;

export const noticesFrCA: TranslationOf<typeof NoticeMessages> = {
  preferencesSaved: 'Vos choix d’avis par courriel ont été enregistrés.',
  deliveryInvalid: "Chaque type d'avis doit être l'un de : none, atOnce, weeklyDigest.",
  kindInvalid: "Les types d'avis sont : news, newsletters, minutes, documents, requests, votes.",
  nothingChosen: "Choisissez comment recevoir au moins un type d'avis.",
  minutesNotAllowed: 'Les procès-verbaux sont envoyés seulement aux copropriétaires vérifiés et aux administrateurs.',
  votesNotAllowed: 'Les votes sont envoyés seulement aux copropriétaires vérifiés des unités du registre.',
  unsubscribed: (kind, email) =>
    `${email} ne recevra plus de courriels sur ${noticeKindFr(kind)}. Vous pouvez les réactiver dans la gestion du compte.`,
  unsubscribeLinkInvalid:
    "Ce lien de désabonnement n'est pas valide, rien n'a donc été modifié : ouvrez de nouveau le lien du courriel, ou modifiez vos choix dans la gestion du compte.",
  unsubscribeLinkUsed:
    'Ce lien de désabonnement a déjà été utilisé, rien n’a donc été modifié : vous pouvez modifier vos choix dans la gestion du compte.',
  unsubscribeConfirm: (kind, email) => `Cesser les courriels sur ${noticeKindFr(kind)} à ${email} ?`,
  sentTo: (count) => `Envoyé à ${count} ${count === 1 ? 'résident' : 'résidents'}`,
  sending: (sent, pending) => `Envoyé à ${sent} résidents sur ${sent + pending}`,
};

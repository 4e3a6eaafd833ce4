/** Common's capability messages (bookings, service requests, votes) in Canadian French. */
import type { BookingMessages, RequestMessages, VoteMessages } from '../messages';
import type { PAGE_WORDS } from './page-words';
import type { TranslationOf } from './translate';

export const bookingsFrCA: TranslationOf<typeof BookingMessages> = {
  amenityNotFound: "Cet espace commun n'existe pas.",
  amenityArchived: "Cet espace commun n'est plus offert à la réservation.",
  bookingNotFound: "Cette réservation n'existe pas.",
  localTime: "Les heures s'écrivent AAAA-MM-JJTHH:MM, dans le fuseau horaire du syndicat.",
  timeDoesNotExist: "Cette heure n'existe pas ce jour-là : c'est le changement d'heure. Choisissez une autre heure.",
  emptyLength: 'Une réservation doit se terminer après son début.',
  inThePast: 'Une réservation ne peut pas commencer dans le passé.',
  notOnSlot: (minutes) => `Les réservations commencent et se terminent sur les plages de ${minutes} minutes de l'espace commun.`,
  tooShort: (minutes) => `Une réservation de cet espace commun dure au moins ${minutes} minutes.`,
  tooLong: (minutes) => `Une réservation de cet espace commun dure au plus ${minutes} minutes.`,
  staffTooLong: (days) => `Un blocage ou une réservation par le personnel dure au plus ${days} jours.`,
  tooSoon: (hours) => `Cet espace commun se réserve au moins ${hours} heures à l'avance.`,
  tooFar: (days) => `Cet espace commun se réserve au plus ${days} jours à l'avance.`,
  outsideHours: "L'espace commun est fermé pendant une partie de cette période : réservez pendant ses heures d'ouverture.",
  blackout: (reason) => `L'espace commun n'est pas disponible à ce moment${reason ? ` : ${reason}` : ''}.`,
  taken: 'Cette période est déjà réservée (ou trop proche d’une autre réservation) : choisissez une autre heure.',
  quotaReached: (count, period) =>
    `Votre unité a atteint la limite de cet espace commun : ${count} réservation${count === 1 ? '' : 's'} par ${period === 'week' ? 'semaine' : 'mois'}.`,
  termsRequired: "Veuillez lire et accepter les conditions de l'espace commun pour le réserver.",
  notVerified: 'Les réservations sont offertes aux résidents une fois leur profil vérifié par le syndicat.',
  noUnit:
    "Votre profil n'est lié à aucune unité du registre : demandez au gestionnaire immobilier ou à un administrateur du site de vous ajouter.",
  notForYou: (who) => `Cet espace commun est réservé à : ${who}.`,
  residentNotFound: "Ce résident n'existe pas.",
  pastCutoff: (hours) =>
    `Les réservations peuvent être annulées jusqu'à ${hours} heures avant leur début : veuillez communiquer avec le gestionnaire immobilier.`,
  notCancellable: "Cette réservation n'est plus active.",
  cancelReason: "Veuillez indiquer le motif de l'annulation : il est envoyé par courriel au résident (au plus 500 caractères).",
  notPending: "Seule une réservation en attente d'approbation peut être approuvée ou refusée.",
  declineReason: 'Veuillez indiquer le motif du refus (au plus 500 caractères).',
  booked: 'Votre réservation est confirmée : une confirmation vous parviendra par courriel.',
  requested: "Votre réservation est en attente d'approbation : nous vous en informerons par courriel.",
  cancelled: 'La réservation est annulée.',
  bookedFor: (name) => `La réservation de ${name} est confirmée : une confirmation lui parviendra par courriel.`,
  blocked: 'La période est bloquée pour le syndicat.',
  amenityNameRequired: 'Le nom est obligatoire',
  amenityNameTaken: (name) => `Un espace commun nommé « ${name} » existe déjà.`,
  amenitySaved: (name) => `« ${name} » a été enregistré.`,
};

/**
 * A request's status and urgency arrive as the English text wrote them (lower case) and its place as
 * "unit 4B" or a common area's name: said in French, anything else as given.
 */
const REQUEST_STATUS_FR: Record<string, string> = {
  submitted: 'soumise',
  'in progress': 'en cours',
  deferred: 'reportée',
  completed: 'terminée',
  declined: 'refusée',
  closed: 'fermée',
};
const REQUEST_URGENCY_FR: Record<string, string> = { emergency: 'urgence', urgent: 'urgente', normal: 'normale' };
const statusFr = (status: string) => REQUEST_STATUS_FR[status.toLowerCase()] ?? status.toLowerCase();
const urgencyFr = (urgency: string) => REQUEST_URGENCY_FR[urgency.toLowerCase()] ?? urgency.toLowerCase();
const placeFr = (where: string) => where.replace(/^unit /, 'unité ');

export const requestsFrCA: TranslationOf<typeof RequestMessages> = {
  categoryInvalid: 'Choisissez une catégorie dans la liste.',
  categoryNameRequired: 'Le nom est obligatoire',
  titleRequired: 'Le titre est obligatoire',
  descriptionRequired: 'La description est obligatoire',
  locationInvalid: 'Indiquez où sont les travaux : votre unité ou une partie commune.',
  commonAreaRequired: 'Nommez la partie commune.',
  urgencyInvalid: "L'urgence doit être normale, urgente ou d'urgence.",
  entryInvalid: 'Indiquez si le personnel peut entrer dans votre unité.',
  statusInvalid: "L'état doit être l'un de : submitted, inProgress, deferred, completed, declined, closed.",
  declineReasonRequired: 'Indiquez le motif du refus de la demande.',
  commentRequired: 'Le commentaire est vide.',
  ratingInvalid: "L'évaluation doit être un nombre entier de 1 à 5.",
  ageInvalid: "L'âge doit être un nombre de jours.",
  notFound: "Cette demande de service n'existe pas.",
  transitionRefused: (from, to) => `Une demande à l'état « ${statusFr(from)} » ne peut pas passer à l'état « ${statusFr(to)} ».`,
  fromInvalid:
    "Indiquez l'état de la demande au moment où vous avez choisi le changement (from : submitted, inProgress, deferred, completed, declined ou closed).",
  changedMeanwhile: (now) =>
    `Cette demande a été modifiée entre-temps : elle est maintenant ${statusFr(now)}. Consultez-la de nouveau avant de changer son état.`,
  reopenTooLate: (days) => `Une demande terminée ne peut être rouverte que dans les ${days} jours suivant sa fin.`,
  internalStaffOnly: 'Seul le personnel peut écrire des commentaires internes.',
  ratingNotYet: 'Vous pourrez évaluer une demande une fois celle-ci terminée.',
  ratingRequesterOnly: "Seul le résident qui a déposé la demande peut l'évaluer.",
  photoMissing: 'Choisissez une photo à ajouter.',
  dataInvalid: 'Envoyez la demande en JSON dans le champ « data » (ses photos dans le champ « file »).',
  tooManyPhotos: (max) => `Une demande peut avoir au plus ${max} photos.`,
  photoNotFound: "Cette photo n'existe pas.",
  filed: 'Votre demande a été envoyée au syndicat.',
  photosAdded: (count) => `${count === 1 ? 'La photo a été ajoutée' : `Les ${count} photos ont été ajoutées`} à la demande.`,
  photosClosed: 'On ne peut ajouter des photos que tant que la demande est ouverte.',
  noticeNew: (urgency, category, where, description) =>
    `Une nouvelle demande (${urgencyFr(urgency)}) (${category}, ${placeFr(where)}) :\n\n${description}`,
  noticeStatus: (status, reason) => `Votre demande est maintenant ${statusFr(status)}.${reason ? `\n\nMotif : ${reason}` : ''}`,
  noticeComment: (author, body) => `${author} a écrit :\n\n${body}`,
  noticeReopened: (requester, count) => `${requester} a rouvert la demande (rouverte ${count} fois).`,
  statusComment: (status) => `État changé pour : ${statusFr(status)}.`,
  emergencyCall: (phone) => `En cas d'urgence, appelez dès maintenant la ligne après les heures du gestionnaire immobilier : ${phone}.`,
};

export const votesFrCA: TranslationOf<typeof VoteMessages> = {
  notFound: "Ce vote n'existe pas.",
  titleRequired: "Un vote doit avoir un titre d'au plus 200 caractères.",
  questionsRequired: 'Un vote doit avoir au moins une question.',
  questionText: "Chaque question doit avoir un texte d'au plus 500 caractères.",
  optionsRequired: "Une question à choix doit proposer au moins deux choix différents d'au plus 200 caractères.",
  closesBeforeOpens: 'Un vote doit se fermer après son ouverture.',
  timeInvalid: "Les heures d'ouverture et de fermeture doivent être des dates et des heures.",
  quorumRange: 'Le quorum doit être une proportion entre 0 % et 100 %.',
  notEligible: "Seuls les copropriétaires vérifiés d'une unité du registre votent, pour leur propre unité ou comme mandataire.",
  notOpen: "Ce vote n'est pas ouvert : les bulletins ne sont reçus qu'entre son ouverture et sa fermeture.",
  alreadyCast: 'Un bulletin a déjà été déposé pour cette unité.',
  notChangeable: 'Un bulletin de ce vote ne peut pas être modifié une fois déposé.',
  secretUnchangeable:
    'Un bulletin secret ne peut pas être modifié une fois déposé : rien ne doit le lier à son unité, et une modification exigerait ce lien.',
  answersMismatch: 'Un bulletin répond une fois à chaque question du vote.',
  choiceUnknown: 'Un bulletin nomme un choix que ce vote ne propose pas.',
  oneChoiceOnly: "Cette question n'accepte qu'une réponse.",
  proxyHolds: "Un mandataire détient le vote de cette unité : révoquez d'abord la procuration.",
  proxyRevoked: "La procuration a été révoquée avant ce bulletin : il n'a pas été compté.",
  proxyVoted: 'Le mandataire a déjà voté pour cette unité : la procuration ne peut plus être révoquée.',
  proxyNone: "Cette unité n'a aucun mandataire pour ce vote.",
  proxyUnknown: "Aucun copropriétaire vérifié ni administrateur n'a cette adresse de courriel.",
  proxySelf: 'Nommez comme mandataire une autre personne que vous-même.',
  proxyCoOwner:
    'Cette personne est copropriétaire de votre unité et peut déjà voter pour elle : nommez comme mandataire une personne extérieure à votre unité.',
  proxySubject: (title) => `Vous êtes mandataire : ${title}`,
  proxyMail: (by, unit, title) =>
    [
      `${by} vous a nommé mandataire de l'unité ${unit} pour le vote « ${title} ».`,
      '',
      "Jusqu'à la fermeture du vote, vous déposez le bulletin de l'unité sur le portail : ouvrez le vote et choisissez l'unité.",
      'Le copropriétaire peut révoquer la procuration tant que vous n’avez pas voté.',
    ].join('\n'),
  proxyExists: "Cette unité a déjà un mandataire pour ce vote : révoquez-le d'abord.",
  notProxy: "Vous n'êtes pas le mandataire de cette unité pour ce vote.",
  unitNotOnRoster: 'Cette unité ne figure pas au registre.',
  notInElectorate: "Cette unité ne figurait pas au registre à l'ouverture du vote (sa date de référence) : elle n'y a pas de voix.",
  resultsHidden: 'Les résultats de ce vote sont affichés à sa fermeture.',
  secretUncounted: "Un vote secret est dépouillé à sa fermeture : d'ici là, seul le nombre d'unités ayant voté est affiché.",
  secretLive: 'Un vote secret est dépouillé à sa fermeture : ses résultats ne peuvent pas être affichés en direct.',
  recountOpen: 'Un vote est recompté une fois fermé.',
  receiptInvalid: 'Un code de reçu compte 16 lettres et chiffres en groupes de quatre, comme 1A2B-3C4D-5E6F-7A8B.',
  alreadyClosed: 'Ce vote est déjà fermé.',
  notUpcoming: 'Ce vote est ouvert : il ne peut plus être modifié ni annulé.',
  controlCharacters: 'Les titres, questions et choix tiennent chacun sur une ligne, sans caractères de contrôle.',
  reasonRequired: "Fermer un vote avant terme exige un motif d'au plus 500 caractères.",
  receiptSubject: (title) => `Le reçu de votre bulletin : ${title}`,
  documentsInvalid: "Joignez au plus 10 documents, chacun un PDF téléversé pour les votes avec un titre d'au plus 200 caractères.",
  documentMissing: 'Un document joint est introuvable : téléversez-le de nouveau.',
  documentHidden: 'Seules les personnes qui peuvent voir le vote téléchargent ses documents.',
};

/** The pages' titles (the browser tab, the server's <title>) and the public pages' descriptions, by their English. */
export const pageWordsFrCA: TranslationOf<typeof PAGE_WORDS> = {
  News: 'Actualités',
  FAQs: 'FAQ',
  'Meeting notices': 'Avis de convocation',
  Contacts: 'Contacts',
  'Official Records': 'Registres officiels',
  'My Account': 'Mon compte',
  'Resources & Links': 'Ressources et liens',
  'Amenity bookings': 'Réservations des espaces communs',
  Register: "S'inscrire",
  Login: 'Connexion',
  'Account Management': 'Gestion du compte',
  'Reset Password': 'Réinitialiser le mot de passe',
  'Send Verification Email': 'Envoyer le courriel de vérification',
  Unauthorized: 'Accès refusé',
  'The web portal of the condominium association: news, FAQs, contacts, documents, newsletters and minutes.':
    'Le portail Web du syndicat de copropriété : actualités, FAQ, contacts, documents, infolettres et procès-verbaux.',
  'The latest news of the condominium association.': 'Les dernières actualités du syndicat de copropriété.',
  'Notices and agendas of the association’s owner and board meetings.':
    'Les avis de convocation et ordres du jour des assemblées des copropriétaires et du conseil.',
  'Who to contact: the property manager and the website administrator.':
    "Qui joindre : le gestionnaire immobilier et l'administrateur du site.",
  Unsubscribe: 'Se désabonner',
  'The condominium association’s official records: its public records, and for owners all of theirs.':
    'Les registres officiels du syndicat de copropriété : ses registres publics et, pour les copropriétaires, tous les leurs.',
};

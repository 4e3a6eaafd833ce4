/** Common's ledger messages (charges and payments, dues and estoppel certificates, reports) in Canadian French. */
import type { LedgerMessages } from '../ledger';
import type { DuesMessages } from '../ledger-dues';
import type { LedgerReportMessages } from '../ledger-reports';
import { messagesFrCA } from './messages.fr-CA';
import type { TranslationOf } from './translate';

/** A charge's kind arrives as the English wrote it ("assessment", "special assessment"): said in French, anything else as given. */
const CHARGE_KINDS_FR: Record<string, string> = {
  assessment: 'La cotisation',
  'special assessment': 'La cotisation spéciale',
};
const chargeKindFr = (kind: string) => CHARGE_KINDS_FR[kind] ?? kind;

export const ledgerFrCA: TranslationOf<typeof LedgerMessages> = {
  amount: 'Écrivez le montant en nombre entier de cents (par exemple 12345 pour 123,45 $), de 1 à 1 000 000 000 000.',
  unitId: 'Choisissez une unité du registre.',
  unitNotFound: "Cette unité n'existe pas au registre.",
  kind: 'Le type de frais est l’un de : assessment, special-assessment, late-fee, interest, costs, fine, other.',
  assessmentKind: 'Le type de cotisation est l’un de : assessment, special-assessment.',
  day: 'Écrivez la date sous la forme AAAA-MM-JJ, un jour qui existe.',
  period: 'Écrivez la période sous la forme AAAA-MM, un mois qui existe (années 2000 à 2099).',
  memo: 'La note compte au plus 500 caractères.',
  reference: 'La référence compte au plus 100 caractères.',
  method: 'Le mode de paiement est l’un de : cheque, transfer, cash.',
  futurePayment: "Un paiement est inscrit le jour de sa réception ou après : ce jour n'est pas encore arrivé.",
  reason: "Indiquez pourquoi l'opération est contrepassée (de 1 à 500 caractères).",
  transactionNotFound: "Cette opération n'existe pas.",
  reversalOfReversal:
    "Une contrepassation n'est jamais elle-même contrepassée : inscrivez plutôt de nouveaux frais ou un nouveau paiement.",
  alreadyReversed: 'Cette opération est déjà contrepassée.',
  chargePaid:
    "Une partie de ces frais a été payée : contrepassez d'abord les paiements qui y sont imputés, pour que rien de ce qui a été payé ne se perde.",
  periodPosted: (period, kind) => `${chargeKindFr(kind)} de ${period} est déjà inscrite : rien n'a été inscrit deux fois.`,
  noRoster: "Le registre n'a aucune unité : personne ne peut se partager la cotisation.",
  badEntitlement: (unit) =>
    `L'unité ${unit} n'a pas de quote-part positive : les quotes-parts du registre ne peuvent pas définir la part de chaque unité.`,
  unbalanced: "Les écritures d'une opération doivent être équilibrées : les débits égalent les crédits.",
  notYourUnit: "Cette unité n'est pas parmi les vôtres.",
  ownersOnly: messagesFrCA.forbidden,
  notVerified: 'Le syndicat ne vous a pas encore vérifié comme copropriétaire de cette unité.',
  writersOnly: 'Seuls les administrateurs et le trésorier du conseil inscrivent les frais, les paiements et les contrepassations.',
  account: 'Nommez un compte du syndicat par son code (bank, income:assessment, …).',
  debitOrCredit: "Chaque ligne d'une écriture de journal est un débit ou un crédit, pas les deux.",
  asOf: 'Écrivez asOf sous la forme AAAA-MM-JJ, un jour qui existe.',
};

export const duesFrCA: TranslationOf<typeof DuesMessages> = {
  reason: 'Indiquez pourquoi les frais de retard sont suspendus (de 1 à 500 caractères).',
  until: "Écrivez le dernier jour de la suspension sous la forme AAAA-MM-JJ, un jour qui existe (ou laissez-le vide : jusqu'à sa levée).",
  untilPast: 'Le dernier jour de la suspension est déjà passé.',
  noHardship: "Cette unité n'a aucune suspension pour difficultés financières à lever.",
  hardshipExists: 'Les frais de retard de cette unité sont déjà suspendus : levez d’abord la suspension pour la modifier.',
  boardOnly: 'Seuls le conseil et les administrateurs décident d’une suspension pour difficultés financières ou délivrent un certificat.',
  asOfFuture: "Les frais de retard sont inscrits jusqu'à aujourd'hui : ce jour n'est pas encore arrivé.",
  periodOpen: (period) => `La période ${period} n'est pas terminée : son relevé est émis une fois le mois écoulé.`,
  statementNotIssued: "Il n'y a aucun relevé pour cette unité et cette période.",
  statementsIssued: (period) => `Les relevés de ${period} sont déjà émis : rien n'a été émis deux fois.`,
  requesterKind: 'Le demandeur est le copropriétaire, une compagnie d’assurance titres ou un agent de clôture de la vente.',
  requesterName: 'Écrivez le nom du demandeur (de 1 à 200 caractères).',
  requesterEmail: 'Écrivez l’adresse courriel du demandeur.',
  closingOn: 'Écrivez la date de clôture de la vente sous la forme AAAA-MM-JJ, un jour qui existe.',
  closingPast: 'La date de clôture de la vente est déjà passée.',
  ownerRequestsOwn:
    'Un copropriétaire demande un certificat à titre de copropriétaire; la demande d’une compagnie d’assurance titres ou d’un agent de clôture de la vente est inscrite par le conseil.',
  estoppelNotFound: "Cette demande de certificat d'estoppel n'existe pas.",
  estoppelIssued: 'Ce certificat est déjà délivré : un certificat délivré ne change jamais.',
  estoppelNotIssued: "Ce certificat n'est pas encore délivré.",
  payOnlineUrl: 'Le site de paiement doit être une adresse Web commençant par https:// (ou laissé vide).',
};

export const ledgerReportsFrCA: TranslationOf<typeof LedgerReportMessages> = {
  asOf: 'Écrivez asOf sous la forme AAAA-MM-JJ, un jour qui existe.',
  futureDay: (day) => `Le ${day} n'est pas encore arrivé : un rapport couvre les jours jusqu'à aujourd'hui.`,
  minDays: 'Écrivez minDays en nombre entier de jours, de 1 à 3650.',
  from: 'Écrivez from sous la forme AAAA-MM-JJ, un jour qui existe.',
  to: 'Écrivez to sous la forme AAAA-MM-JJ, un jour qui existe.',
  fromAfterTo: 'Le premier jour (from) vient au plus tard le dernier (to).',
  year: "Écrivez l'année sous la forme AAAA, de 2000 à l'année en cours.",
  voteId: 'Choisissez un vote par son identifiant.',
  question: 'Choisissez une question du vote par sa position, à partir de 0.',
  dueOn: 'Écrivez dueOn sous la forme AAAA-MM-JJ, un jour qui existe.',
  voteNotFound: "Ce vote n'existe pas.",
  voteNotClosed: "Le vote est encore ouvert : une cotisation spéciale ne suit qu'un vote clos et adopté.",
  voteNotCarried: (outcome) => `Le vote n'a pas été adopté (${outcome}) : aucune cotisation spéciale n'a été inscrite.`,
  notYesNo: "Cette question n'est pas une question oui/non : seule une question oui/non adoptée approuve une cotisation spéciale.",
  votePosted: "La cotisation spéciale approuvée par ce vote est déjà inscrite : rien n'a été inscrit deux fois.",
};

/** Common's labels the screens show through useCommonText() (meetings' kinds and notice rounds, the ways and results of a notice, the ledger's charge kinds and estoppel requesters), in Canadian French. */
import type { MEETING_KIND_LABELS, NOTICE_ROUND_LABELS } from '../meeting-labels';
import type {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHOICE_ACTIONS,
  DELIVERY_CHOICE_LABELS,
  DELIVERY_RESULT_LABELS,
} from '../meetings/delivery';
import type { CHARGE_KIND_LABELS, ESTOPPEL_REQUESTER_LABELS } from '../ledger-labels';
import type { TranslationOf } from './translate';

export const meetingKindsFrCA: TranslationOf<typeof MEETING_KIND_LABELS> = {
  owner: 'Assemblée des copropriétaires',
  board: "Réunion du conseil d'administration",
};

export const noticeRoundsFrCA: TranslationOf<typeof NOTICE_ROUND_LABELS> = {
  scheduled: 'Avis de convocation',
  edited: 'Avis de convocation modifié',
  postponed: 'Avis de report',
  cancelled: "Avis d'annulation",
};

export const deliveryChoicesFrCA: TranslationOf<typeof DELIVERY_CHOICE_LABELS> = {
  email: 'Par courriel',
  website: 'Affichés sur le site Web (page « Avis de convocation »)',
  paper: 'Par la poste, à mon unité',
};

export const deliveryChannelsFrCA: TranslationOf<typeof DELIVERY_CHANNEL_LABELS> = {
  email: 'Courriel',
  website: 'Site Web',
  paper: 'Courrier postal',
};

export const deliveryResultsFrCA: TranslationOf<typeof DELIVERY_RESULT_LABELS> = {
  pending: 'En attente',
  sending: "En cours d'envoi",
  sent: 'Envoyé',
  failed: 'Échec',
  cancelled: 'Retiré',
  posted: 'Affiché',
  toMail: 'À poster',
  addressMissing: 'Adresse incomplète',
};

export const deliveryActionsFrCA: TranslationOf<typeof DELIVERY_CHOICE_ACTIONS> = {
  email: "J'accepte de recevoir les avis par courriel",
  website: "J'accepte que les avis soient affichés sur le site Web",
  paper: 'Continuer de recevoir les avis par la poste',
};

export const chargeKindsFrCA: TranslationOf<typeof CHARGE_KIND_LABELS> = {
  assessment: 'Charges communes',
  'special-assessment': 'Cotisation spéciale',
  'late-fee': 'Frais de retard',
  interest: 'Intérêts',
  costs: 'Frais de recouvrement',
  fine: 'Amende',
  other: 'Autres frais',
};

export const estoppelRequestersFrCA: TranslationOf<typeof ESTOPPEL_REQUESTER_LABELS> = {
  owner: 'Copropriétaire',
  'title-company': 'Compagnie d’assurance titres',
  'closing-agent': 'Agent de clôture',
};

/** Common's labels the screens show through useCommonText() (meetings' kinds and notice rounds, the ways and results of a notice, the ledger's charge kinds and estoppel requesters), in Spanish. */
import type { MEETING_KIND_LABELS, NOTICE_ROUND_LABELS } from '../meeting-labels';
import type {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHOICE_ACTIONS,
  DELIVERY_CHOICE_LABELS,
  DELIVERY_RESULT_LABELS,
} from '../meetings/delivery';
import type { CHARGE_KIND_LABELS, ESTOPPEL_REQUESTER_LABELS } from '../ledger-labels';
import type { TranslationOf } from './translate';

export const meetingKindsEs: TranslationOf<typeof MEETING_KIND_LABELS> = {
  owner: 'Asamblea de propietarios',
  board: 'Reunión de la junta directiva',
};

export const noticeRoundsEs: TranslationOf<typeof NOTICE_ROUND_LABELS> = {
  scheduled: 'Convocatoria',
  edited: 'Convocatoria modificada',
  postponed: 'Aviso de aplazamiento',
  cancelled: 'Aviso de cancelación',
};

export const deliveryChoicesEs: TranslationOf<typeof DELIVERY_CHOICE_LABELS> = {
  email: 'Por correo electrónico',
  website: 'Publicados en el sitio web (página «Avisos de reuniones»)',
  paper: 'Por correo postal a mi unidad',
};

export const deliveryChannelsEs: TranslationOf<typeof DELIVERY_CHANNEL_LABELS> = {
  email: 'Correo electrónico',
  website: 'Sitio web',
  paper: 'Correo postal',
};

export const deliveryResultsEs: TranslationOf<typeof DELIVERY_RESULT_LABELS> = {
  pending: 'En cola',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Fallido',
  cancelled: 'Retirado',
  posted: 'Publicado',
  toMail: 'Por enviar por correo',
  addressMissing: 'Dirección incompleta',
};

export const deliveryActionsEs: TranslationOf<typeof DELIVERY_CHOICE_ACTIONS> = {
  email: 'Acepto recibir los avisos por correo electrónico',
  website: 'Acepto que los avisos se publiquen en el sitio web',
  paper: 'Seguir recibiendo los avisos por correo postal',
};

export const chargeKindsEs: TranslationOf<typeof CHARGE_KIND_LABELS> = {
  assessment: 'Cuota de mantenimiento',
  'special-assessment': 'Cuota extraordinaria',
  'late-fee': 'Recargo por mora',
  interest: 'Intereses',
  costs: 'Gastos de cobranza',
  fine: 'Multa',
  other: 'Otro cargo',
};

export const estoppelRequestersEs: TranslationOf<typeof ESTOPPEL_REQUESTER_LABELS> = {
  owner: 'Propietario',
  'title-company': 'Compañía de títulos',
  'closing-agent': 'Agente de cierre',
};

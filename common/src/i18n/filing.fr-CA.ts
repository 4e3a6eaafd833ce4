/** Common's official-records and archive messages (records, requests, frozen records, archiving) in Canadian French. */
import type { RecordsMessages } from '../records';
import type { FrozenRecordMessages } from '../records-frozen';
import type { ArchiveMessages } from '../activity';
import type { RecordAudience } from '../rule-packs/types';
import type { TranslationOf } from './translate';

const audienceFr = (audience: RecordAudience) =>
  audience === 'board' ? 'le conseil seulement' : audience === 'owners' ? 'les copropriétaires ou le conseil seulement' : 'le public';

export const recordsFrCA: TranslationOf<typeof RecordsMessages> = {
  categoryUnknown: "Cette catégorie de registres n'existe ni dans l'ensemble de règles du syndicat ni dans ses propres catégories.",
  categoryRequired: 'Une catégorie de registres est obligatoire',
  audienceUnknown: 'Choisissez qui peut voir le document : le public, les copropriétaires ou le conseil.',
  audienceTooWide: (label, audience) =>
    `Un document de « ${label} » peut être vu par ${audienceFr(audience)} : il ne peut pas être affiché plus largement.`,
  privacyConfirmationRequired:
    "Avant d'afficher pour les copropriétaires ou le public, confirmez que le document ne contient rien que l'ensemble de règles déclare confidentiel.",
  postedAtFixed: "L'heure d'affichage d'un registre officiel est enregistrée une seule fois et ne peut pas être modifiée.",
  documentNotFound: "Ce document n'existe pas.",
  requestNotFound: "Cette demande de consultation des registres n'existe pas.",
  requestKindRequired: 'Indiquez si vous voulez consulter les registres ou en recevoir des copies.',
  requestMessageTooLong: 'La demande compte au plus 2000 caractères.',
  answerNoteTooLong: 'La note compte au plus 2000 caractères.',
  answerDocumentsInvalid: 'Les documents sont une liste d’au plus 50 identifiants de document.',
  confirmationInvalid: 'La confirmation de confidentialité est vraie ou fausse.',
  requestOwnersOnly: 'Les demandes de consultation des registres sont faites par des copropriétaires vérifiés par le syndicat.',
  answerRequired: 'Répondez avec au moins un document ou une date de consultation.',
  answerDateInvalid: "La date de consultation doit être un jour réel, aujourd'hui ou plus tard.",
  requestAnswered: 'Cette demande de consultation des registres a déjà reçu une réponse.',
  requestAnsweredToast: (id, owner) => `La demande ${id} a reçu une réponse : ${owner || 'le copropriétaire'} la reçoit par courriel.`,
  minutesReadersOnly: 'Seuls les administrateurs et les copropriétaires vérifiés peuvent afficher ou lire les procès-verbaux.',
  minutesNeverPublic: 'Les procès-verbaux ne sont jamais affichés pour le public : choisissez les copropriétaires ou le conseil.',
  categoryKeyInvalid: "La clé d'une catégorie compte de 2 à 40 lettres minuscules, chiffres ou traits d'union.",
  categoryKeyTaken: "L'ensemble de règles ou le syndicat a déjà une catégorie avec cette clé.",
  categoryLabelRequired: "Une catégorie doit avoir un libellé d'au plus 200 caractères.",
  recordNotTranslated: 'Un registre officiel est un seul texte, en anglais : il ne peut pas être traduit.',
};

export const frozenRecordsFrCA: TranslationOf<typeof FrozenRecordMessages> = {
  notFound: "Ce registre n'existe pas.",
  idInvalid: "L'identifiant du registre doit être un nombre.",
};

export const archiveFrCA: TranslationOf<typeof ArchiveMessages> = {
  archived: (title) => `« ${title} » a été archivé : les résidents ne le voient plus.`,
  restored: (title) => `« ${title} » a été restauré.`,
  deleted: (title) => `« ${title} » a été supprimé.`,
  notArchived: 'Seul un élément archivé peut être restauré.',
  amenityHasBookings: (name) =>
    `L'espace commun « ${name} » ne peut pas être supprimé : il a des réservations, que les résidents continuent de voir. Archivez-le plutôt.`,
  roleInUse: (role, names) =>
    `Le rôle au conseil « ${role} » ne peut pas être supprimé : il est attribué à ${names.join(', ')}. Retirez-le d'abord ${names.length === 1 ? 'à cet administrateur' : 'à ces administrateurs'}.`,
};

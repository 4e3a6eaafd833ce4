/** Common's official-records and archive messages (records, requests, frozen records, archiving) in Spanish. */
import type { RecordsMessages } from '../records';
import type { FrozenRecordMessages } from '../records-frozen';
import type { ArchiveMessages } from '../activity';
import type { RecordAudience } from '../rule-packs/types';
import type { TranslationOf } from './translate';

const audienceEs = (audience: RecordAudience) =>
  audience === 'board' ? 'solo la junta' : audience === 'owners' ? 'solo los propietarios o la junta' : 'el público';

export const recordsEs: TranslationOf<typeof RecordsMessages> = {
  categoryUnknown: 'Esta categoría de registros no existe en el conjunto de normas de la asociación ni en sus propias categorías.',
  categoryRequired: 'La categoría de registros es obligatoria',
  audienceUnknown: 'Elija quién puede ver el registro: el público, los propietarios o la junta.',
  audienceTooWide: (label, audience) =>
    `Un registro de «${label}» puede verlo ${audienceEs(audience)}: no se puede publicar más ampliamente.`,
  privacyConfirmationRequired:
    'Antes de publicar para los propietarios o el público, confirme que el documento no contiene nada que el conjunto de normas considere privado.',
  postedAtFixed: 'La hora de publicación de un registro oficial se registra una sola vez y no se puede cambiar.',
  documentNotFound: 'Este documento no existe.',
  requestNotFound: 'Esta solicitud de registros no existe.',
  requestKindRequired: 'Indique si desea examinar los registros o recibir copias.',
  requestMessageTooLong: 'La solicitud puede tener como máximo 2000 caracteres.',
  answerNoteTooLong: 'La nota puede tener como máximo 2000 caracteres.',
  answerDocumentsInvalid: 'Los documentos son una lista de como máximo 50 identificadores de documento.',
  confirmationInvalid: 'La confirmación de privacidad es verdadera o falsa.',
  requestOwnersOnly: 'Las solicitudes de registros las hacen los propietarios verificados por la asociación.',
  answerRequired: 'Responda con al menos un documento o una fecha para el examen.',
  answerDateInvalid: 'La fecha del examen debe ser un día real, hoy o posterior.',
  requestAnswered: 'Esta solicitud de registros ya fue respondida.',
  requestAnsweredToast: (id, owner) =>
    `La solicitud ${id} fue respondida: ${owner || 'el propietario'} recibe la respuesta por correo electrónico.`,
  minutesReadersOnly: 'Solo los administradores y los propietarios verificados pueden publicar o leer las actas.',
  minutesNeverPublic: 'Las actas nunca se publican para el público: elija propietarios o junta.',
  categoryKeyInvalid: 'La clave de una categoría tiene de 2 a 40 letras minúsculas, dígitos o guiones.',
  categoryKeyTaken: 'El conjunto de normas o la asociación ya tiene una categoría con esta clave.',
  categoryLabelRequired: 'Una categoría necesita una etiqueta de como máximo 200 caracteres.',
  recordNotTranslated: 'Un registro oficial es un solo texto, en inglés: no se puede traducir.',
};

export const frozenRecordsEs: TranslationOf<typeof FrozenRecordMessages> = {
  notFound: 'Este registro no existe.',
  idInvalid: 'El identificador del registro debe ser un número.',
};

export const archiveEs: TranslationOf<typeof ArchiveMessages> = {
  archived: (title) => `Se archivó «${title}»: los residentes ya no lo ven.`,
  restored: (title) => `Se restauró «${title}».`,
  deleted: (title) => `Se eliminó «${title}».`,
  notArchived: 'Solo se puede restaurar un elemento archivado.',
  amenityHasBookings: (name) =>
    `El área común «${name}» no se puede eliminar: tiene reservas, que los residentes siguen viendo. Archívela en su lugar.`,
  roleInUse: (role, names) =>
    `El cargo de la junta «${role}» no se puede eliminar: lo usa${names.length === 1 ? '' : 'n'} ${names.join(', ')}. Quíteselo primero a ${names.length === 1 ? 'ese directivo' : 'esos directivos'}.`,
};

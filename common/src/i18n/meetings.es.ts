/** Common's meeting messages (scheduling, minutes, notice consent, a meeting's changes, e-mail notices) in Spanish. */
import type { MeetingMessages } from '../meetings';
import type { LifecycleMessages } from '../meeting-lifecycle';
import type { NoticeKind, NoticeMessages } from '../notices';
import type { MeetingKind } from '../rule-packs/types';
import { CURRENT_CONSENT_VERSION } from '../meetings/delivery';
import type { TranslationOf } from './translate';

/** A rule's notice period arrives as the English wrote it ("14 days’", "48 hours’"): said in Spanish, anything else as given. */
const noticeEs = (notice: string) => notice.replace(/^(\d+) days’$/, '$1 días').replace(/^(\d+) hours’$/, '$1 horas');

const MEETING_KINDS_ES: Record<MeetingKind, string> = { owner: 'asambleas de propietarios', board: 'reuniones de la junta directiva' };
const meetingKindsEs = (kind: MeetingKind) => MEETING_KINDS_ES[kind] ?? kind;

export const meetingsEs: TranslationOf<typeof MeetingMessages> = {
  notFound: 'Esta reunión no existe.',
  startInvalid: 'Indique el inicio como una fecha y hora que existan en la zona horaria de la asociación (AAAA-MM-DDTHH:MM).',
  startSkipped: (local, zone) => `${local} no existe en ${zone}: el cambio de horario la omite. Elija otra hora.`,
  inPast: 'No se puede programar una reunión en el pasado.',
  startTooFar: 'Una reunión debe comenzar antes del año 9999 (no se podría escribir su evento de calendario).',
  placeRequired: 'Indique un lugar para la reunión, un enlace de video o ambos.',
  tooLate: (kind, notice, citation, earliest) =>
    `Las ${meetingKindsEs(kind)} requieren un aviso de ${noticeEs(notice)} (${citation}): lo más pronto que puede celebrarse esta es ${earliest}.`,
  emergencyNotAllowed: (kind, citation) =>
    `Las normas de la asociación no permiten convocar ${kind === 'board' ? 'una reunión de emergencia de la junta' : kind === 'owner' ? 'una asamblea de emergencia de propietarios' : `una reunión de emergencia (${kind})`} con un aviso más corto (${citation}).`,
  emergencyReasonRequired: 'Indique por qué es una reunión de emergencia.',
  notHeldYet: 'La grabación y el acta se agregan después de la reunión.',
  minutesNotFound: 'El acta debe ser un documento «Acta de reunión» del portal.',
  minutesBeforeMeeting: (day) => `El acta de esta reunión lleva fecha del día de la reunión (${day}) o posterior.`,
  documentNotFound: (id) => `El documento ${id} no existe.`,
  draftMinutesBoardOnly: 'Solo los administradores y los directivos que pueden leer actas gestionan los borradores de acta.',
  noDraftMinutes: 'Esta reunión no tiene un borrador de acta que aprobar: agréguelo primero.',
  minutesAlreadyApproved: 'Esta acta ya fue aprobada.',
  draftMinutesNotApproved: 'Esta acta es un borrador: apruébela para que sea el acta de la reunión.',
  draftMinutesStayMinutes: 'Un borrador de acta sigue siendo un acta hasta que se aprueba.',
  draftMinutesAdded: 'Se agregó el borrador del acta: solo la junta lo ve hasta que se apruebe.',
  minutesApproved: 'El acta fue aprobada: los propietarios ya pueden leerla y se les avisa.',
  voteNotFound: (id) => `La votación ${id} no existe.`,
  consentVersionUnknown: `Este texto de consentimiento no se reconoce: vuelva a cargar la página y acepte el texto vigente (versión ${CURRENT_CONSENT_VERSION}).`,
  consentNotOwner: 'Solo los propietarios verificados de una unidad eligen cómo reciben los avisos de la asociación.',
  consentSaved: 'Se registró su elección.',
  consentWithdrawn: 'Retiró su consentimiento: los avisos le llegarán por correo postal.',
  nothingToWithdraw: 'No tiene ningún consentimiento que retirar.',
  requestYearInvalid: 'El año debe ser el actual o el siguiente.',
  requestAlreadySent: (year) => `La solicitud de ${year} ya fue enviada.`,
};

export const lifecycleEs: TranslationOf<typeof LifecycleMessages> = {
  alreadyStarted: 'Esta reunión ya comenzó: ya no se puede modificar, aplazar ni cancelar.',
  cancelled: 'Esta reunión fue cancelada: ya no se puede modificar.',
  nothingChanged: 'Modifique al menos un dato de la reunión.',
  changedMeanwhile: 'Otra persona acaba de modificar esta reunión: vuelva a cargarla e inténtelo de nuevo.',
  postponeLater: 'Una reunión aplazada comienza más tarde de lo previsto.',
  reasonRequired: 'Indique el motivo, para el aviso a los propietarios.',
  signOffDate: 'Indique el día en que se enviaron por correo o se publicaron los avisos en papel (AAAA-MM-DD), a más tardar hoy.',
  signOffName: 'Indique el nombre del directivo o administrador que envió por correo o publicó los avisos en papel.',
  methodInvalid: 'Los avisos en papel se enviaron por correo o se publicaron.',
  edited: (title) => `Se modificó «${title}» y se dio el aviso modificado.`,
  postponed: (title) => `Se aplazó «${title}» y se dio su aviso.`,
  cancelledDone: (title) => `Se canceló «${title}» y se dio su aviso.`,
};

const NOTICE_KINDS_ES: Record<NoticeKind, string> = {
  news: 'noticias',
  newsletters: 'boletines',
  minutes: 'actas de reuniones',
  documents: 'documentos de la comunidad',
  requests: 'solicitudes de servicio',
  votes: 'votaciones',
};
const noticeKindEs = (kind: NoticeKind) => NOTICE_KINDS_ES[kind] ?? kind;

export const noticesEs: TranslationOf<typeof NoticeMessages> = {
  preferencesSaved: 'Se guardaron sus preferencias de avisos por correo electrónico.',
  deliveryInvalid: 'Cada tipo de aviso debe ser uno de: none, atOnce, weeklyDigest.',
  kindInvalid: 'Los tipos de aviso son: news, newsletters, minutes, documents, requests, votes.',
  nothingChosen: 'Elija cómo desea recibir al menos un tipo de aviso.',
  minutesNotAllowed: 'Las actas de reuniones se envían solo a los propietarios verificados y a los administradores.',
  votesNotAllowed: 'Las votaciones se envían solo a los propietarios verificados de unidades del registro.',
  unsubscribed: (kind, email) =>
    `${email} ya no recibirá correos sobre ${noticeKindEs(kind)}. Puede volver a activarlos en la Gestión de la cuenta.`,
  unsubscribeLinkInvalid:
    'Este enlace para cancelar la suscripción no es válido, así que no se cambió nada: vuelva a abrir el enlace del correo o cambie sus preferencias en la Gestión de la cuenta.',
  unsubscribeLinkUsed:
    'Este enlace para cancelar la suscripción ya se usó, así que no se cambió nada: puede cambiar sus preferencias en la Gestión de la cuenta.',
  unsubscribeConfirm: (kind, email) => `¿Dejar de enviar correos sobre ${noticeKindEs(kind)} a ${email}?`,
  sentTo: (count) => `Enviado a ${count} ${count === 1 ? 'residente' : 'residentes'}`,
  sending: (sent, pending) => `Enviado a ${sent} de ${sent + pending} residentes`,
};

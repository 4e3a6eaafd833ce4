/** Common's capability messages (bookings, service requests, votes) in Spanish. */
import type { BookingMessages, RequestMessages, VoteMessages } from '../messages';
import type { PAGE_WORDS } from './page-words';
import type { TranslationOf } from './translate';

export const bookingsEs: TranslationOf<typeof BookingMessages> = {
  amenityNotFound: 'No existe esa área común.',
  amenityArchived: 'Esta área común ya no se ofrece para reservar.',
  bookingNotFound: 'No existe esa reserva.',
  localTime: 'Las horas se escriben AAAA-MM-DDTHH:MM, en la zona horaria de la asociación.',
  timeDoesNotExist: 'Esa hora no existe ese día: es el cambio de horario. Elija otra hora.',
  emptyLength: 'Una reserva debe terminar después de empezar.',
  inThePast: 'Una reserva no puede empezar en el pasado.',
  notOnSlot: (minutes) => `Las reservas empiezan y terminan en los turnos de ${minutes} minutos del área común.`,
  tooShort: (minutes) => `Una reserva de esta área común dura al menos ${minutes} minutos.`,
  tooLong: (minutes) => `Una reserva de esta área común dura como máximo ${minutes} minutos.`,
  staffTooLong: (days) => `Un bloqueo o una reserva del personal dura como máximo ${days} días.`,
  tooSoon: (hours) => `Esta área común se reserva con al menos ${hours} horas de anticipación.`,
  tooFar: (days) => `Esta área común se reserva con como máximo ${days} días de anticipación.`,
  outsideHours: 'El área común está cerrada durante parte de ese tiempo: reserve dentro de su horario.',
  blackout: (reason) => `El área común no está disponible en ese momento${reason ? `: ${reason}` : ''}.`,
  taken: 'Ese horario ya está reservado (o demasiado cerca de otra reserva): elija otra hora.',
  quotaReached: (count, period) =>
    `Su unidad alcanzó el límite de esta área común: ${count} reserva${count === 1 ? '' : 's'} por ${period === 'week' ? 'semana' : 'mes'}.`,
  termsRequired: 'Lea y acepte las condiciones del área común para reservarla.',
  notVerified: 'Las reservas se abren a los residentes cuando la asociación ha verificado su perfil.',
  noUnit: 'Su perfil no está vinculado a una unidad del padrón: pida al administrador de la propiedad o a un administrador que lo agregue.',
  notForYou: (who) => `Esta área común solo la reservan: ${who}.`,
  residentNotFound: 'No existe ese residente.',
  pastCutoff: (hours) =>
    `Las reservas pueden cancelarse hasta ${hours} horas antes de empezar: comuníquese con el administrador de la propiedad.`,
  notCancellable: 'Esta reserva ya no está activa.',
  cancelReason: 'Indique el motivo de la cancelación: se envía por correo al residente (como máximo 500 caracteres).',
  notPending: 'Solo una reserva que espera aprobación puede aprobarse o rechazarse.',
  declineReason: 'Indique el motivo del rechazo (como máximo 500 caracteres).',
  booked: 'Su reserva está confirmada: recibirá una confirmación por correo.',
  requested: 'Su reserva espera aprobación: se lo avisaremos por correo.',
  cancelled: 'La reserva está cancelada.',
  bookedFor: (name) => `La reserva de ${name} está confirmada: recibirá una confirmación por correo.`,
  blocked: 'El horario está bloqueado para la asociación.',
  amenityNameRequired: 'El nombre es obligatorio',
  amenityNameTaken: (name) => `Ya existe un área común llamada '${name}'.`,
  amenitySaved: (name) => `'${name}' se guardó.`,
};

/**
 * A request's status and urgency arrive as the English text wrote them (lower case) and its place as
 * "unit 4B" or a common area's name: said in Spanish, anything else as given.
 */
const REQUEST_STATUS_ES: Record<string, string> = {
  submitted: 'enviada',
  'in progress': 'en curso',
  deferred: 'aplazada',
  completed: 'completada',
  declined: 'rechazada',
  closed: 'cerrada',
};
const REQUEST_URGENCY_ES: Record<string, string> = { emergency: 'emergencia', urgent: 'urgente', normal: 'normal' };
const statusEs = (status: string) => REQUEST_STATUS_ES[status.toLowerCase()] ?? status.toLowerCase();
const urgencyEs = (urgency: string) => REQUEST_URGENCY_ES[urgency.toLowerCase()] ?? urgency.toLowerCase();
const placeEs = (where: string) => where.replace(/^unit /, 'unidad ');

export const requestsEs: TranslationOf<typeof RequestMessages> = {
  categoryInvalid: 'Elija una categoría de la lista.',
  categoryNameRequired: 'El nombre es obligatorio',
  titleRequired: 'El título es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  locationInvalid: 'Indique dónde es el trabajo: su unidad o un área común.',
  commonAreaRequired: 'Indique el área común.',
  urgencyInvalid: 'La urgencia debe ser normal, urgente o emergencia.',
  entryInvalid: 'Indique si el personal puede entrar en su unidad.',
  statusInvalid: 'El estado debe ser uno de: submitted, inProgress, deferred, completed, declined, closed.',
  declineReasonRequired: 'Indique el motivo para rechazar la solicitud.',
  commentRequired: 'El comentario está vacío.',
  ratingInvalid: 'La calificación debe ser un número entero del 1 al 5.',
  ageInvalid: 'La antigüedad debe ser un número de días.',
  notFound: 'No existe esa solicitud de servicio.',
  transitionRefused: (from, to) => `Una solicitud en estado «${statusEs(from)}» no puede pasar a «${statusEs(to)}».`,
  fromInvalid:
    'Indique qué estado tenía la solicitud cuando eligió el cambio (from: submitted, inProgress, deferred, completed, declined o closed).',
  changedMeanwhile: (now) =>
    `Esta solicitud cambió mientras tanto: ahora está ${statusEs(now)}. Revísela de nuevo antes de cambiar su estado.`,
  reopenTooLate: (days) => `Una solicitud completada solo puede reabrirse dentro de los ${days} días posteriores a su finalización.`,
  internalStaffOnly: 'Solo el personal puede escribir comentarios internos.',
  ratingNotYet: 'Podrá calificar una solicitud cuando esté completada.',
  ratingRequesterOnly: 'Solo el residente que presentó la solicitud puede calificarla.',
  photoMissing: 'Elija una foto para agregar.',
  dataInvalid: 'Envíe la solicitud como JSON en el campo "data" (sus fotos en el campo "file").',
  tooManyPhotos: (max) => `Una solicitud puede tener como máximo ${max} fotos.`,
  photoNotFound: 'No existe esa foto.',
  filed: 'Su solicitud se envió a la asociación.',
  photosAdded: (count) => `${count === 1 ? 'La foto se agregó' : `Las ${count} fotos se agregaron`} a la solicitud.`,
  photosClosed: 'Solo se pueden agregar fotos mientras la solicitud está abierta.',
  noticeNew: (urgency, category, where, description) =>
    `Una nueva solicitud (${urgencyEs(urgency)}) (${category}, ${placeEs(where)}):\n\n${description}`,
  noticeStatus: (status, reason) => `Su solicitud ahora está ${statusEs(status)}.${reason ? `\n\nMotivo: ${reason}` : ''}`,
  noticeComment: (author, body) => `${author} escribió:\n\n${body}`,
  noticeReopened: (requester, count) => `${requester} reabrió la solicitud (reabierta ${count} ${count === 1 ? 'vez' : 'veces'}).`,
  statusComment: (status) => `El estado cambió a: ${statusEs(status)}.`,
  emergencyCall: (phone) => `En caso de emergencia, llame ya a la línea fuera de horario del administrador de la propiedad: ${phone}.`,
};

export const votesEs: TranslationOf<typeof VoteMessages> = {
  notFound: 'Esta votación no existe.',
  titleRequired: 'Una votación necesita un título de como máximo 200 caracteres.',
  questionsRequired: 'Una votación necesita al menos una pregunta.',
  questionText: 'Cada pregunta necesita un texto de como máximo 500 caracteres.',
  optionsRequired: 'Una pregunta con opciones necesita al menos dos opciones distintas de como máximo 200 caracteres.',
  closesBeforeOpens: 'Una votación debe cerrar después de abrir.',
  timeInvalid: 'Las horas de apertura y cierre deben ser fechas y horas.',
  quorumRange: 'El quórum debe ser una proporción entre 0 % y 100 %.',
  notEligible: 'Solo votan los propietarios verificados de una unidad del padrón, por su propia unidad o como apoderados.',
  notOpen: 'Esta votación no está abierta: las boletas solo se reciben entre su apertura y su cierre.',
  alreadyCast: 'Ya se emitió una boleta para esta unidad.',
  notChangeable: 'Una boleta de esta votación no se puede cambiar una vez emitida.',
  secretUnchangeable:
    'Una boleta secreta no se puede cambiar una vez emitida: nada puede vincularla a su unidad, y un cambio necesitaría ese vínculo.',
  answersMismatch: 'Una boleta responde cada pregunta de la votación, una vez.',
  choiceUnknown: 'Una boleta indica una opción que esta votación no ofrece.',
  oneChoiceOnly: 'Esta pregunta admite una sola respuesta.',
  proxyHolds: 'Un apoderado tiene el voto de esta unidad: primero revoque el poder.',
  proxyRevoked: 'El poder se revocó antes de esta boleta: no se contó.',
  proxyVoted: 'El apoderado ya votó por esta unidad: el poder ya no se puede revocar.',
  proxyNone: 'Esta unidad no tiene apoderado para esta votación.',
  proxyUnknown: 'Ningún propietario verificado ni director tiene ese correo electrónico.',
  proxySelf: 'Nombre como apoderado a otra persona que no sea usted.',
  proxyCoOwner:
    'Esa persona es copropietaria de su unidad y ya puede votar por ella: nombre como apoderado a alguien de fuera de su unidad.',
  proxySubject: (title) => `Usted es apoderado: ${title}`,
  proxyMail: (by, unit, title) =>
    [
      `${by} lo nombró apoderado de la unidad ${unit} para la votación "${title}".`,
      '',
      'Hasta que cierre la votación, usted emite la boleta de la unidad en el portal: abra la votación y elija la unidad.',
      'El propietario puede revocar el poder mientras usted no haya votado.',
    ].join('\n'),
  proxyExists: 'Esta unidad ya tiene un apoderado para esta votación: primero revóquelo.',
  notProxy: 'Usted no es el apoderado de esa unidad para esta votación.',
  unitNotOnRoster: 'Esa unidad no está en el padrón.',
  notInElectorate: 'Esta unidad no estaba en el padrón cuando abrió la votación (su fecha de registro): no tiene voto en ella.',
  resultsHidden: 'Los resultados de esta votación se muestran cuando cierra.',
  secretUncounted: 'Una votación secreta se cuenta al cerrar: hasta entonces solo se muestra cuántas unidades han votado.',
  secretLive: 'Una votación secreta se cuenta al cerrar: sus resultados no se pueden mostrar en vivo.',
  recountOpen: 'Una votación se recuenta una vez cerrada.',
  receiptInvalid: 'Un código de recibo tiene 16 letras y dígitos en grupos de cuatro, como 1A2B-3C4D-5E6F-7A8B.',
  alreadyClosed: 'Esta votación ya está cerrada.',
  notUpcoming: 'Esta votación ya abrió: ya no se puede editar ni cancelar.',
  controlCharacters: 'Los títulos, las preguntas y las opciones ocupan una línea cada uno, sin caracteres de control.',
  reasonRequired: 'Cerrar una votación antes de tiempo requiere un motivo de como máximo 500 caracteres.',
  receiptSubject: (title) => `El recibo de su boleta: ${title}`,
  documentsInvalid:
    'Adjunte como máximo 10 documentos, cada uno un PDF cargado para votaciones con un título de como máximo 200 caracteres.',
  documentMissing: 'No se encontró un documento adjunto: cárguelo de nuevo.',
  documentHidden: 'Solo quienes pueden ver la votación descargan sus documentos.',
};

/** The pages' titles (the browser tab, the server's <title>) and the public pages' descriptions, by their English. */
export const pageWordsEs: TranslationOf<typeof PAGE_WORDS> = {
  News: 'Noticias',
  FAQs: 'Preguntas frecuentes',
  'Meeting notices': 'Avisos de reuniones',
  Contacts: 'Contactos',
  'Official Records': 'Registros oficiales',
  'My Account': 'Mi cuenta',
  'Resources & Links': 'Recursos y enlaces',
  'Amenity bookings': 'Reservas de áreas comunes',
  Register: 'Registrarse',
  Login: 'Iniciar sesión',
  'Account Management': 'Administración de la cuenta',
  'Reset Password': 'Restablecer la contraseña',
  'Send Verification Email': 'Enviar el correo de verificación',
  Unauthorized: 'No autorizado',
  'The web portal of the condominium association: news, FAQs, contacts, documents, newsletters and minutes.':
    'El portal web de la asociación de condominio: noticias, preguntas frecuentes, contactos, documentos, boletines y actas.',
  'The latest news of the condominium association.': 'Las últimas noticias de la asociación de condominio.',
  'Notices and agendas of the association’s owner and board meetings.':
    'Avisos y órdenes del día de las reuniones de propietarios y de la junta directiva.',
  'Who to contact: the property manager and the website administrator.':
    'A quién contactar: el administrador de la propiedad y el administrador del sitio web.',
  Unsubscribe: 'Cancelar suscripción',
  'The condominium association’s official records: its public records, and for owners all of theirs.':
    'Los registros oficiales de la asociación de condominio: sus registros públicos y, para los propietarios, todos los suyos.',
};

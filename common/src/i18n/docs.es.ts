/**
 * The staff's, records requests' and notices' e-mails, and the printed results, certificate and
 * meeting documents, in neutral Latin-American Spanish.
 */
import type {
  ComplianceWords,
  EditorMail,
  EstoppelWords,
  JournalWords,
  NoticeCertificateWords,
  MeetingDocWords,
  NewsFeedWords,
  NoticeWords,
  SecurityMail,
  StaffMail,
  VerificationMail,
} from '../mail-texts';
import type { NoticeDelivery, NoticeKind } from '../notices';
import type { NoticeRoundAction } from '../meeting-labels';
import type { ComplianceState, RecordsRequestFacts, RecordsRequestKind, RecordsRequestMail } from '../records';
import { asOneLine } from '../validation';
import type { VoteReportText } from '../vote-report';
import { momentIn } from './formats';
import { chargeKindsEs, deliveryChannelsEs, deliveryResultsEs, estoppelRequestersEs } from './labels.es';
import type { TranslationOf } from './translate';

const LOCALE = 'es';

export const staffMailEs: TranslationOf<typeof StaffMail> = {
  approvalSubject: (site, amenity) => `${site}: una reserva de ${amenity} espera aprobación`,
  approvalText: (amenity, when, unit, note, link) =>
    `Una reserva de ${amenity}, ${when}${unit ? `, para la unidad ${unit}` : ''}, espera aprobación.\n` +
    (note ? `Nota: ${note}\n` : '') +
    `\nAprúebela o recházela: ${link}\n`,
};

const KINDS: Record<NoticeKind, string> = {
  news: 'noticias',
  newsletters: 'boletines',
  minutes: 'actas de reuniones',
  documents: 'documentos de la comunidad',
  requests: 'solicitudes de servicio',
  votes: 'votaciones',
};
const LEADS: Record<NoticeKind, string> = {
  news: 'Noticias',
  newsletters: 'Nuevo boletín',
  minutes: 'Nueva acta de reunión',
  documents: 'Nuevo documento de la comunidad',
  requests: 'Solicitud de servicio',
  votes: 'Votación',
};
const DELIVERIES: Record<NoticeDelivery, string> = { none: 'ninguno', atOnce: 'de inmediato', weeklyDigest: 'resumen semanal' };

export const noticeWordsEs: TranslationOf<typeof NoticeWords> = {
  lead: (kind) => LEADS[kind],
  digestSubject: (site, kind, count) =>
    `${asOneLine(site)}: ${KINDS[kind]} de esta semana (${count} ${count === 1 ? 'elemento nuevo' : 'elementos nuevos'})`,
  itemBody: (title, excerpt, link) => `${asOneLine(title)}\n\n${excerpt}\n\nLéalo en el portal: ${link}`,
  documentExcerpt: (kind, day) => `${LEADS[kind]} con fecha ${day}.`,
  footer: (kind, delivery, preferencesUrl, unsubscribeUrl) =>
    [
      `Recibe este correo porque su cuenta pidió correos sobre ${KINDS[kind]} (${DELIVERIES[delivery]}).`,
      `Cambie sus preferencias: ${preferencesUrl}`,
      `Dejar de recibir correos sobre ${KINDS[kind]}: ${unsubscribeUrl}`,
    ].join('\n'),
};

const REQUEST_KINDS: Record<RecordsRequestKind, string> = { inspect: 'Consultar los registros', copy: 'Recibir copias' };
const dayText = (day: string, timeZone: string) =>
  `${new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  )} (${timeZone})`;
const dayCount = (count: number, businessDays: boolean) =>
  `${count} ${count === 1 ? 'día' : 'días'}${businessDays ? (count === 1 ? ' hábil' : ' hábiles') : ''}`;
const requestLines = (r: RecordsRequestFacts, timeZone: string) =>
  [
    `Registros: ${asOneLine(r.categoryLabel)}`,
    `Solicitud: ${REQUEST_KINDS[r.kind]}`,
    ...(r.message.trim() ? [`Detalles: ${r.message.trim()}`] : []),
    `Respuesta a más tardar el: ${dayText(r.deadline, timeZone)}${r.businessDays ? ' (en días hábiles, de lunes a viernes)' : ''}`,
    ...(r.citation ? [`Conforme a: ${r.citation}`] : []),
  ].join('\n');
const unitOf = (r: RecordsRequestFacts) => (r.unit ? ` (unidad ${asOneLine(r.unit)})` : '');

export const recordsMailEs: TranslationOf<typeof RecordsRequestMail> = {
  acknowledgementSubject: (site, r) =>
    `${asOneLine(site)}: se recibió su solicitud de registros n.º ${r.id} (${asOneLine(r.categoryLabel)})`,
  acknowledgement: (r, timeZone, link) =>
    `Hola, ${asOneLine(r.requestedBy)}:\n\n` +
    `la asociación recibió su solicitud de registros n.º ${r.id}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `La asociación responderá a más tardar en la fecha indicada. Sus solicitudes y sus respuestas: ${link}\n`,
  alertSubject: (site, r) =>
    `${asOneLine(site)}: solicitud de registros n.º ${r.id} de ${asOneLine(r.requestedBy)}, vence el ${r.deadline}`,
  alert: (r, timeZone, link) =>
    `${asOneLine(r.requestedBy)}${unitOf(r)} hizo la solicitud de registros n.º ${r.id}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Respóndala: ${link}\n`,
  reminderSubject: (site, r) => `${asOneLine(site)}: recordatorio, la solicitud de registros n.º ${r.id} vence el ${r.deadline}`,
  reminder: (r, daysLeft, timeZone, link) =>
    `La solicitud de registros n.º ${r.id} de ${asOneLine(r.requestedBy)}${unitOf(r)} aún no tiene respuesta: ` +
    `${daysLeft === 1 ? 'queda' : 'quedan'} ${dayCount(daysLeft, r.businessDays)}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Respóndala: ${link}\n`,
  answerSubject: (site, r) => `${asOneLine(site)}: se respondió su solicitud de registros n.º ${r.id} (${asOneLine(r.categoryLabel)})`,
  answer: (r, answer, timeZone, link) =>
    `Hola, ${asOneLine(r.requestedBy)}:\n\n` +
    `${asOneLine(answer.answeredBy) || 'La asociación'} respondió su solicitud de registros n.º ${r.id} (${asOneLine(r.categoryLabel)}, ${REQUEST_KINDS[r.kind].toLowerCase()}).\n` +
    (answer.documents.length
      ? `\nLos registros (inicie sesión para descargarlos):\n${answer.documents.map((d) => `- ${asOneLine(d.title)}: ${d.link}`).join('\n')}\n`
      : '') +
    (answer.inspectionDate ? `\nPuede consultar los registros el ${dayText(answer.inspectionDate, timeZone)}.\n` : '') +
    (answer.note.trim() ? `\nNota: ${answer.note.trim()}\n` : '') +
    `\nSus solicitudes y sus respuestas: ${link}\n`,
};

const CHOICES: Record<string, string> = { yes: 'Sí', no: 'No', abstain: 'Abstención' };

export const voteReportEs: VoteReportText = {
  association: 'Asociación',
  vote: 'Votación',
  opens: 'Abre',
  opened: 'Abrió',
  closedEarly: 'Cerrada anticipadamente',
  closeReason: 'Motivo del cierre anticipado',
  closed: 'Cerrada',
  closes: 'Cierra',
  recordDate: 'Fecha de registro (unidades con derecho a voto fijadas)',
  sealed: 'Resultados sellados',
  timeZone: 'Zona horaria',
  counting: 'Cómputo',
  byUnit: 'Un voto por unidad',
  byEntitlement: 'Por coeficiente',
  ballot: 'Voto',
  secret: 'Secreto (no se nombra a ningún votante)',
  named: 'Nominal',
  quorum: 'Quórum',
  quorumValue: (share, byUnit, met) => `${share} de ${byUnit ? 'las unidades' : 'los coeficientes'}: ${met ? 'alcanzado' : 'no alcanzado'}`,
  unitsVoted: 'Unidades que votaron',
  unitsVotedValue: (units, total, share) => `${units} de ${total} (${share} de las unidades)`,
  onPaper: 'En papel',
  onPaperValue: (paper, units) => `${paper} de las ${units} unidades votaron en papel`,
  entitlementVoted: 'Coeficiente que votó',
  entitlementVotedValue: (weight, total, share) => `${weight} de ${total} (${share} del coeficiente)`,
  final: 'Resultados finales',
  soFar: 'Resultados parciales (la votación no ha cerrado)',
  choice: 'Opción',
  units: 'Unidades',
  entitlement: 'Coeficiente',
  share: 'Proporción',
  question: 'Pregunta',
  outcome: 'Resultado',
  choiceLabel: (choice) => CHOICES[choice] ?? choice,
  shareOfUnits: (share) => `${share} de las unidades que votaron`,
  shareOfEntitlement: (share) => `${share} del coeficiente que votó`,
  notDecided: 'Sin decidir: la votación sigue abierta',
  defeatedNoQuorum: 'Rechazada: no se alcanzó el quórum',
  carried: 'Aprobada',
  defeated: 'Rechazada',
  noDecisionQuorum: 'Sin decisión: no se alcanzó el quórum',
  noDecisionNone: 'Sin decisión: no se eligió ninguna opción',
  tied: (leaders) => `Sin decisión: empate entre ${leaders}`,
  chosen: (option) => `Elegida: ${option}`,
  percent: (part, whole) =>
    new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0),
  weight: (weight, decimals) =>
    new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(weight),
  pdfTitle: (title) => `${title}: resultados`,
  mailStatus: (association, status) => `${association}: ${status.charAt(0).toLowerCase()}${status.slice(1)}.`,
  mailClosedEarly: (at, reason) => `Cerrada anticipadamente el ${at}: ${reason}.`,
  mailClosed: (at) => `Cerrada el ${at}.`,
  mailFigures: (quorum, units, entitlement) => `Quórum ${quorum}; unidades que votaron ${units}; coeficiente que votó ${entitlement}.`,
  time: (ms, timeZone) => momentIn(LOCALE, ms, timeZone),
};

export const estoppelWordsEs: TranslationOf<typeof EstoppelWords> = {
  title: (unit) => `Certificado de estado de cuenta (estoppel), unidad ${unit}`,
  issued: (on, by, until, citation) => `Emitido el ${on} por ${by}; vigente hasta el ${until}. ${citation}`,
  requested: (on, name, kind, email, closing, due) =>
    `Solicitado el ${on} por ${name} (${kind}, ${email}); cierre el ${closing}; vence el ${due}.`,
  owedHeading: 'Montos adeudados en la fecha de emisión',
  fallingDueHeading: 'Montos que vencen mientras el certificado está vigente',
  due: 'Vencimiento',
  kind: 'Concepto',
  amount: 'Monto',
  totalOwed: 'Total adeudado',
  totalFallingDue: 'Total por vencer',
  credit: (amount) => `Se mantiene un crédito de ${amount} a favor de la unidad.`,
  fee: (amount) => `Cargo por este certificado: ${amount}.`,
  hash: (sha256) => `SHA-256 del certificado tal como se emitió: ${sha256}`,
  // Inside the sentence "(…, email)" the label reads in lower case.
  requesterKind: (kind) => estoppelRequestersEs[kind]?.toLocaleLowerCase('es') ?? kind,
  chargeKind: (kind) => chargeKindsEs[kind] ?? kind,
};

export const meetingDocWordsEs: TranslationOf<typeof MeetingDocWords> = {
  summary: (heading, emergency) => `${heading}${emergency ? ' (urgente)' : ''}`,
  name: 'Nombre',
  unit: 'Unidad',
  street: 'Calle',
  city: 'Ciudad',
  region: 'Estado o provincia',
  postalCode: 'Código postal',
  country: 'País',
  complete: 'Completa',
  yes: 'sí',
  no: 'no',
  labelsTitle: (heading) => `Lista de envío postal: ${heading}`,
};

const TYPE_WORDS: Readonly<Record<string, string>> = {
  owner: 'propietario',
  tenant: 'inquilino',
  propmgr: 'administrador de la propiedad',
};

export const verificationMailEs: TranslationOf<typeof VerificationMail> = {
  neededSubject: (site, type) => `${site}: se necesita verificación (${TYPE_WORDS[type] ?? 'residente'})`,
  neededText: (who, userName, unit, street, type, changed, link) =>
    `"${who}" (nombre de usuario ${userName}, unidad "${unit}", "${street}") ${
      changed
        ? `cambió su perfil después de la verificación y ahora dice ser ${TYPE_WORDS[type] ?? 'residente'}`
        : `dice ser ${TYPE_WORDS[type] ?? 'residente'}`
    }.\n\n` +
    `Las votaciones, las reservas, las actas de la junta y la vista del personal de las solicitudes de servicio se le abrirán una vez que haya comprobado estos datos con el registro y marcado Authenticated en la pantalla de usuarios:\n\n${link}\n`,
  ownerVerifiedSubject: (site) => `${site}: se verificó su condición de propietario`,
  ownerVerifiedText: (name, site, link) =>
    `Hola, ${name}:\n\nun administrador de ${site} verificó que usted es propietario.\n` +
    `Las actas de las reuniones de la junta y de las asambleas anuales ya están disponibles para usted en la página Recursos y enlaces:\n\n${link}\n`,
  residentVerifiedSubject: (site) => `${site}: se verificó su perfil`,
  residentVerifiedText: (name, site, type, link) =>
    `Hola, ${name}:\n\nun administrador de ${site} verificó su perfil (${TYPE_WORDS[type] ?? 'residente'}).\n\n${link}\n`,
};

export const securityMailEs: TranslationOf<typeof SecurityMail> = {
  emailChangedSubject: (site) => `${site}: se cambió la dirección de correo de su cuenta`,
  emailChangedText: (username, site, newEmail, link) =>
    `Hola, ${username}:\n\nla dirección de correo de su cuenta en ${site} se cambió de esta dirección a ${newEmail}.\n\nSi usted no hizo este cambio, abra este enlace: restablece esta dirección, cierra todas las sesiones de la cuenta y le permite elegir una contraseña nueva:\n\n${link}\n\nEl enlace es válido durante 30 días. Si usted hizo el cambio, ignore este mensaje.\n`,
  twoFactorSubject: (site) => `${site}: códigos de verificación en dos pasos incorrectos para su cuenta`,
  twoFactorText: (username, count, site, minutes, link) =>
    `Hola, ${username}:\n\nse acaban de ingresar ${count} códigos de verificación en dos pasos incorrectos para su cuenta en ${site}, ` +
    `después de su contraseña correcta. No se aceptarán códigos durante los próximos ${minutes} minutos, y la espera aumenta con cada nueva serie.\n\n` +
    `Si no fue usted, alguien conoce su contraseña: elija una nueva ahora (esto también cierra todas las sesiones):\n\n${link}\n`,
};

export const editorMailEs: TranslationOf<typeof EditorMail> = {
  invitationSubject: 'Su invitación al editor de contenido',
  invitationText: (firstName, role, link, adminUrl, email) =>
    [
      `Hola, ${firstName}:`,
      '',
      `Ahora puede mantener el contenido del portal (junta, documentos, noticias, preguntas frecuentes, administradores de la propiedad) en el editor de contenido, como ${role}.`,
      '',
      'Elija aquí su contraseña del editor de contenido:',
      link,
      '',
      `Después, inicie sesión en ${adminUrl} con esta dirección de correo (${email}) y esa contraseña.`,
      'Las pantallas de administración del portal siguen funcionando con su inicio de sesión habitual del portal.',
    ].join('\n'),
  restoredSubject: 'Se restableció su acceso al editor de contenido',
  restoredText: (firstName, role, adminUrl, email) =>
    [
      `Hola, ${firstName}:`,
      '',
      `Se restableció su acceso al editor de contenido, como ${role}.`,
      `Inicie sesión en ${adminUrl} con ${email} y su contraseña del editor de contenido (si hace falta, use "Forgot your password?" allí).`,
    ].join('\n'),
};

export const journalWordsEs: TranslationOf<typeof JournalWords> = {
  date: 'Fecha',
  account: 'Cuenta',
  debit: 'Débito',
  credit: 'Crédito',
  memo: 'Descripción',
  transactionId: 'ID de transacción',
};

const STATES_ES: Record<ComplianceState, string> = { posted: 'publicado', late: 'atrasado', missing: 'faltante', expired: 'vencido' };

export const complianceWordsEs: TranslationOf<typeof ComplianceWords> = {
  category: 'categoría',
  citation: 'referencia',
  required: 'obligatorio',
  state: 'estado',
  postedAtIn: (zone) => `publicado el (${zone})`,
  lateByDays: 'días de atraso',
  expiredRecords: 'documentos vencidos',
  yes: 'sí',
  no: 'no',
  stateCode: (state) => STATES_ES[state] ?? state,
  requestLine: (id, category) => `Solicitud de registros n.º ${id}: ${category}`,
  lateUnanswered: (lateness) => `atrasada, sin respuesta (${lateness})`,
  answeredLate: (lateness) => `respondida con atraso (${lateness})`,
  days: (n, business) => `${n} día${n === 1 ? '' : 's'}${business ? ` hábil${n === 1 ? '' : 'es'}` : ''}`,
  title: 'Registros oficiales: informe de cumplimiento',
  intro: (pack, today, zone) => `${pack}. Fecha del informe: ${today}; horas en ${zone}.`,
  categoryHeading: 'Categoría',
  stateHeading: 'Estado',
  citationHeading: 'Referencia',
  ifAny: (label) => `${label} (si corresponde)`,
  missing: 'Faltante',
  late: (posted, lateBy, within) =>
    `Atrasado: publicado el ${posted}, ${lateBy} después del plazo (${within} desde la fecha del documento)`,
  expired: (count, months) => `Vencido: ${count} aún publicado(s) después del período de ${months} meses`,
  posted: (at) => `Publicado el ${at}`,
  leftWindow: (category, title, documentDate, expiredOn) =>
    `${category}: "${title}" (${documentDate}) salió de su período de publicación el ${expiredOn}.`,
  lateRequestsHeading: 'Solicitudes de registros respondidas con atraso o aún abiertas después del plazo',
  none: 'Ninguna.',
  requestAsked: (id, category, askedAt, by, deadline, citation) =>
    `N.º ${id} ${category}, solicitada el ${askedAt} por ${by}; plazo ${deadline} (${citation}); `,
  unansweredLate: (lateness) => `sin respuesta, ${lateness} de atraso.`,
  answeredAtLate: (at, lateness) => `respondida el ${at}, ${lateness} de atraso.`,
};

const ROUNDS_ES: Record<NoticeRoundAction, string> = {
  scheduled: 'Convocatoria',
  edited: 'Convocatoria modificada',
  postponed: 'Aviso de aplazamiento',
  cancelled: 'Aviso de cancelación',
};

export const noticeCertificateWordsEs: TranslationOf<typeof NoticeCertificateWords> = {
  docTitle: (title) => `Certificado de convocatoria: ${title}`,
  heading: (site) => `Certificado de convocatoria — ${site}`,
  ownerMeeting: 'Asamblea de propietarios',
  boardMeeting: 'Reunión de la junta directiva',
  held: (when, cancelled) => `${cancelled ? 'Cancelada. Iba a celebrarse el' : 'Celebrada el'} ${when}`,
  noticeRule: (citation) => `Norma de convocatoria: ${citation}`,
  round: (action) => ROUNDS_ES[action] ?? action,
  given: (round, when, count, reason) =>
    `${round} dada el ${when} a ${count} ${count === 1 ? 'propietario' : 'propietarios'}${reason ? ` — ${reason}` : ''}`,
  ownerAndUnit: 'Propietario y unidad',
  how: 'Medio',
  where: 'Dirección',
  whenResult: 'Fecha (resultado)',
  owner: (name, hasAccount, unit) => `${name}${hasAccount ? '' : ' (sin cuenta)'} — ${unit}`,
  channel: (channel) => deliveryChannelsEs[channel] ?? channel,
  recorded: (when, result) => `${when} (${deliveryResultsEs[result] ?? result})`,
  paperNotices: 'Avisos en papel',
  notSignedOff: 'Aún sin certificar: el directivo o administrador que envía o publica los avisos en papel lo registra en el portal.',
  signOff: (round, method, on, name, title, recorded) =>
    `Certifico que los avisos en papel de los envíos hasta «${(ROUNDS_ES[round] ?? round).toLowerCase()}» fueron ${method === 'mailed' ? 'enviados por correo' : 'publicados'} el ${on} a los propietarios indicados arriba como destinatarios de avisos en papel. — ${name}${title ? `, ${title}` : ''} (registrado el ${recorded})`,
};

export const newsFeedWordsEs: TranslationOf<typeof NewsFeedWords> = {
  title: (site) => `${site || 'Asociación de condóminos'}: Noticias`,
  description: (site) => `Las noticias de ${site || 'la asociación de condóminos'}`,
};

/** The e-mails' and printed documents' texts in Spanish (neutral usage: correo electrónico, asociación, estado de cuenta). */
import type { AccountMail, BookingMail, LedgerMemoWords, MeetingMail, StatementMail, VoteMail } from '../mail-texts';
import type { TransactionKind } from '../ledger';
import { monthIn, wallClockIn } from './formats';
import { chargeKindsEs } from './labels.es';
import type { TranslationOf } from './translate';

export const accountMailEs: TranslationOf<typeof AccountMail> = {
  verifySubject: (site) => `${site}: verifique su dirección de correo electrónico`,
  verifyRegister: (username, site, link) =>
    `Hola ${username}:\n\ngracias por registrarse en ${site}.\nVerifique su dirección de correo electrónico abriendo este enlace:\n\n${link}\n\nEl enlace es válido durante 7 días. Si usted no se registró, ignore este mensaje.\n`,
  verifyChange: (username, site, link) =>
    `Hola ${username}:\n\nla dirección de correo electrónico de su cuenta en ${site} se cambió por esta.\nVerifíquela abriendo este enlace:\n\n${link}\n\nEl enlace es válido durante 7 días. Si usted no lo pidió, ignore este mensaje.\n`,
  resetSubject: (site) => `${site}: restablezca su contraseña`,
  resetText: (username, site, link) =>
    `Hola ${username}:\n\nalguien (esperamos que usted) pidió restablecer la contraseña de su cuenta en ${site}.\nPara elegir una contraseña nueva, abra este enlace en el plazo de una hora:\n\n${link}\n\nSi usted no lo pidió, ignore este mensaje: su contraseña no cambia.\n`,
  invitationText: (firstName, site, unitNumber, street, link) =>
    `Hola ${firstName}:\n\nusted figura en el registro de ${site} para la unidad ${unitNumber}, ${street}.\n` +
    `Regístrese en el portal con este enlace (sus datos ya están completados):\n\n${link}\n`,
  userNameSubject: (site) => `${site}: su nombre de usuario`,
  userNameText: (site, username, home) =>
    `Hola:\n\nel nombre de usuario de su cuenta en ${site} es:\n\n${username}\n\nInicie sesión en ${home}\n`,
};

export const bookingMailEs: TranslationOf<typeof BookingMail> = {
  when: (start, end) => `del ${wallClockIn('es', start)} al ${wallClockIn('es', end)}`,
  confirmedSubject: (site, amenity) => `${site}: su reserva de ${amenity} está confirmada`,
  reminderSubject: (site, amenity) => `${site}: recordatorio, ${amenity} mañana`,
  confirmedText: (firstName, amenity, when, link) =>
    `Hola ${firstName}:\n\nsu reserva está confirmada: ${amenity}, ${when}.\n\nSus reservas, y cómo cancelar una: ${link}\n`,
  reminderText: (firstName, amenity, when, link) =>
    `Hola ${firstName}:\n\nle recordamos su reserva: ${amenity}, ${when}.\n\nSus reservas, y cómo cancelar una: ${link}\n`,
  calledOffSubject: (site, amenity, declined) => `${site}: su reserva de ${amenity} ${declined ? 'fue rechazada' : 'está cancelada'}`,
  calledOffText: (firstName, amenity, when, declined, reason, link) =>
    `Hola ${firstName}:\n\n` +
    `su reserva de ${amenity}, ${when}, fue ${declined ? 'rechazada' : 'cancelada'} por la asociación.\n` +
    `Motivo: ${reason}\n\n` +
    `Sus reservas: ${link}\n`,
  calendarDescription: (amenity, link) => `Su reserva de ${amenity}. ${link}`,
};

const STATEMENT_ENTRIES: Readonly<Record<TransactionKind, string>> = {
  charge: 'Cargo',
  payment: 'Pago',
  reversal: 'Reversión',
  journal: 'Asiento de diario',
};

export const statementMailEs: TranslationOf<typeof StatementMail> = {
  subject: (site, period, unit) => `${site}: su estado de cuenta de ${period}, unidad ${unit}`,
  text: (period, unit, figures, link) => {
    const [from, to, opening, charges, payments, closing] = figures;
    return (
      `Hola:\n\n` +
      `se emitió su estado de cuenta de ${period} (unidad ${unit}).\n\n` +
      `Saldo inicial al ${from}: ${opening}\n` +
      `Cargos: ${charges}\n` +
      `Pagos y créditos: ${payments}\n` +
      `Saldo final al ${to}: ${closing}\n\n` +
      `Su cuenta y el estado de cuenta en PDF: ${link}\n`
    );
  },
  pdfTitle: (period, unit) => `Estado de cuenta de ${period}, unidad ${unit}`,
  pdfRange: (from, to) => `Del ${from} al ${to}.`,
  day: 'Día',
  transaction: 'Movimiento',
  amount: 'Importe',
  balance: 'Saldo',
  openingBalance: 'Saldo inicial',
  closingBalance: 'Saldo final',
  pdfSum: (opening, charges, payments, closing) =>
    `Inicial ${opening} + cargos ${charges} - pagos y créditos ${payments} = final ${closing}.`,
  credit: (amount) => `La unidad tiene un crédito de ${amount}.`,
  chargeKind: (kind) => chargeKindsEs[kind] ?? kind,
  transactionKind: (kind) => STATEMENT_ENTRIES[kind] ?? kind,
};

export const voteMailEs: TranslationOf<typeof VoteMail> = {
  receiptSubject: (title) => `Su comprobante de voto: ${title}`,
  receiptText: (unit, title, code, paper) =>
    [
      paper
        ? `La asociación registró la papeleta en papel de la unidad ${unit} en «${title}».`
        : `Se registró su voto por la unidad ${unit} en «${title}».`,
      '',
      `Código de comprobante: ${code}`,
      '',
      'Guarde este código: le permite comprobar que su voto se contó.',
    ].join('\n'),
  openingLead: 'Votación abierta',
  reminderLead: 'La votación cierra en 24 horas',
  resultsLead: 'Resultados de la votación',
  opening: (closesAt, entitlement) =>
    `La votación está abierta hasta el ${closesAt}. ${
      entitlement ? 'Cada unidad tiene un voto, ponderado por su cuota de participación' : 'Cada unidad tiene un voto'
    }; emita el de su unidad en el portal.`,
  reminder: (closesAt) => `Su unidad aún no ha votado. La votación cierra el ${closesAt}.`,
  readOnPortal: (link) => `Léalo en el portal: ${link}`,
};

export const meetingMailEs: TranslationOf<typeof MeetingMail> = {
  ownerMeeting: 'Asamblea de propietarios',
  boardMeeting: 'Reunión de la junta directiva',
  noticeLead: (meeting, emergency) => `Convocatoria${emergency ? ' de emergencia' : ''} (${meeting})`,
  amendedLead: (meetingLower) => `Convocatoria modificada (${meetingLower})`,
  postponedLead: (meeting) => `${meeting} aplazada`,
  cancelledLead: (meeting) => `${meeting} cancelada`,
  when: (when) => `Cuándo: ${when}`,
  where: (place) => `Dónde: ${place}`,
  video: (link) => `Video: ${link}`,
  agenda: 'Orden del día:',
  givenUnder: (citation) => `Convocatoria realizada conforme a ${citation}.`,
  postedAt: (link) => `La convocatoria y el orden del día están publicados en ${link}`,
  cancelled: (before) => `La reunión del ${before} se cancela.`,
  postponed: (before) => `La reunión del ${before} se aplaza. Se celebrará como se indica abajo.`,
  amends: (before) => `Esta convocatoria modifica la convocatoria de la reunión del ${before}.`,
  reason: (reason) => `Motivo: ${reason}`,
  requestLead: (year) => `Su elección de entrega de avisos para ${year}`,
  requestBody: (year, link) =>
    `Cada año la asociación le pregunta cómo desea recibir sus avisos: por correo electrónico, publicados en el sitio web o por correo postal. Confirme o cambie su elección para ${year} en ${link}`,
  footer: (link) =>
    `Recibe esta convocatoria por correo electrónico porque aceptó la notificación electrónica. Cambie o retire su elección: ${link}`,
};

/** A rate read back from an English memo, written the Spanish way; anything else as given. */
const rateEs = (rate: number) => (typeof rate === 'number' ? new Intl.NumberFormat('es').format(rate) : rate);

export const ledgerMemoEs: TranslationOf<typeof LedgerMemoWords> = {
  assessment: (period) => `Cuota de mantenimiento de ${monthIn('es', period)}`,
  specialAssessment: (period) => `Cuota extraordinaria de ${monthIn('es', period)}`,
  reverses: (id) => `Reversión de la operación ${id}`,
  returnedPaymentFee: (citation) => `Cargo por pago devuelto (${citation})`,
  lateFee: (period, citation) => `Recargo por mora de ${monthIn('es', period)} (${citation})`,
  interest: (period, annualPercent, citation) => `Intereses de ${monthIn('es', period)}, ${rateEs(annualPercent)} % anual (${citation})`,
  estoppelFee: (id, citation) => `Cargo por el certificado de estado de cuenta (certificado ${id}, ${citation})`,
};

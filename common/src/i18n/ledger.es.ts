/** Common's ledger messages (charges and payments, dues and estoppel certificates, reports) in Spanish. */
import type { LedgerMessages } from '../ledger';
import type { DuesMessages } from '../ledger-dues';
import type { LedgerReportMessages } from '../ledger-reports';
import { messagesEs } from './messages.es';
import type { TranslationOf } from './translate';

/** A charge's kind arrives as the English wrote it ("assessment", "special assessment"): said in Spanish, anything else as given. */
const CHARGE_KINDS_ES: Record<string, string> = {
  assessment: 'La cuota',
  'special assessment': 'La cuota extraordinaria',
};
const chargeKindEs = (kind: string) => CHARGE_KINDS_ES[kind] ?? kind;

export const ledgerEs: TranslationOf<typeof LedgerMessages> = {
  amount: 'Escriba el monto como un número entero de centavos (por ejemplo 12345 para $123.45), de 1 a 1,000,000,000,000.',
  unitId: 'Elija una unidad del registro.',
  unitNotFound: 'Esa unidad no existe en el registro.',
  kind: 'El tipo de cargo es uno de: assessment, special-assessment, late-fee, interest, costs, fine, other.',
  assessmentKind: 'El tipo de cuota es uno de: assessment, special-assessment.',
  day: 'Escriba la fecha como AAAA-MM-DD, un día que exista.',
  period: 'Escriba el período como AAAA-MM, un mes que exista (años 2000 a 2099).',
  memo: 'La nota puede tener como máximo 500 caracteres.',
  reference: 'La referencia puede tener como máximo 100 caracteres.',
  method: 'El método de pago es uno de: cheque, transfer, cash.',
  futurePayment: 'Un pago se registra el día en que se recibió o después: ese día todavía no llega.',
  reason: 'Indique por qué se revierte la transacción (de 1 a 500 caracteres).',
  transactionNotFound: 'Esa transacción no existe.',
  reversalOfReversal: 'Una reversión nunca se revierte: registre en su lugar un nuevo cargo o pago.',
  alreadyReversed: 'Esta transacción ya fue revertida.',
  chargePaid: 'Parte de este cargo ya se pagó: revierta primero los pagos aplicados a él, para que no se pierda nada de lo pagado.',
  periodPosted: (period, kind) => `${chargeKindEs(kind)} de ${period} ya está registrada: no se registró nada dos veces.`,
  noRoster: 'El registro no tiene unidades: no hay con quién repartir la cuota.',
  badEntitlement: (unit) =>
    `La unidad ${unit} no tiene una alícuota positiva: las alícuotas del registro no pueden definir la parte de cada unidad.`,
  unbalanced: 'Los asientos de una transacción deben cuadrar: los débitos igualan a los créditos.',
  notYourUnit: 'Esa unidad no está entre las suyas.',
  ownersOnly: messagesEs.forbidden,
  notVerified: 'La asociación todavía no lo ha verificado como propietario de esta unidad.',
  writersOnly: 'Solo los administradores y el tesorero de la junta registran cargos, pagos y reversiones.',
  account: 'Indique una cuenta de la asociación por su código (bank, income:assessment, …).',
  debitOrCredit: 'Cada línea de un asiento contable es un débito o un crédito, no ambos.',
  asOf: 'Escriba asOf como AAAA-MM-DD, un día que exista.',
};

export const duesEs: TranslationOf<typeof DuesMessages> = {
  reason: 'Indique por qué se suspenden los recargos por mora (de 1 a 500 caracteres).',
  until: 'Escriba el último día de la suspensión como AAAA-MM-DD, un día que exista (u omítalo: hasta que se levante).',
  untilPast: 'El último día de la suspensión ya pasó.',
  noHardship: 'Esta unidad no tiene una suspensión por dificultades económicas que levantar.',
  hardshipExists: 'Los recargos por mora de esta unidad ya están suspendidos: levante primero la suspensión para cambiarla.',
  boardOnly: 'Solo la junta y los administradores deciden una suspensión por dificultades económicas o emiten un certificado.',
  asOfFuture: 'Los recargos por mora se registran hasta hoy: ese día todavía no llega.',
  periodOpen: (period) => `El período ${period} no ha terminado: su estado de cuenta se emite cuando termina el mes.`,
  statementNotIssued: 'No hay un estado de cuenta para esta unidad y período.',
  statementsIssued: (period) => `Los estados de cuenta de ${period} ya se emitieron: no se emitió nada dos veces.`,
  requesterKind: 'El solicitante es el propietario, una compañía de títulos o un agente de cierre.',
  requesterName: 'Escriba el nombre del solicitante (de 1 a 200 caracteres).',
  requesterEmail: 'Escriba el correo electrónico del solicitante.',
  closingOn: 'Escriba la fecha de cierre como AAAA-MM-DD, un día que exista.',
  closingPast: 'La fecha de cierre ya pasó.',
  ownerRequestsOwn:
    'Un propietario solicita un certificado como propietario; la solicitud de una compañía de títulos o de un agente de cierre la registra la junta.',
  estoppelNotFound: 'Esa solicitud de certificado de estoppel no existe.',
  estoppelIssued: 'Este certificado ya fue emitido: un certificado emitido nunca cambia.',
  estoppelNotIssued: 'Este certificado todavía no se ha emitido.',
  payOnlineUrl: 'El sitio de pago debe ser una dirección web que comience con https:// (o quedar vacío).',
};

export const ledgerReportsEs: TranslationOf<typeof LedgerReportMessages> = {
  asOf: 'Escriba asOf como AAAA-MM-DD, un día que exista.',
  futureDay: (day) => `${day} todavía no llega: un informe abarca los días hasta hoy.`,
  minDays: 'Escriba minDays como un número entero de días de 1 a 3650.',
  from: 'Escriba from como AAAA-MM-DD, un día que exista.',
  to: 'Escriba to como AAAA-MM-DD, un día que exista.',
  fromAfterTo: 'El primer día (from) es igual o anterior al último (to).',
  year: 'Escriba el año como AAAA, de 2000 al año en curso.',
  voteId: 'Elija una votación por su identificador.',
  question: 'Elija una pregunta de la votación por su posición, desde 0.',
  dueOn: 'Escriba dueOn como AAAA-MM-DD, un día que exista.',
  voteNotFound: 'Esa votación no existe.',
  voteNotClosed: 'La votación sigue abierta: una cuota extraordinaria solo sigue a una votación cerrada y aprobada.',
  voteNotCarried: (outcome) => `La votación no se aprobó (${outcome}): no se registró ninguna cuota extraordinaria.`,
  notYesNo: 'Esa pregunta no es de sí o no: solo una pregunta de sí o no aprobada autoriza una cuota extraordinaria.',
  votePosted: 'La cuota extraordinaria que aprobó esta votación ya está registrada: no se registró nada dos veces.',
};

/** The rule packs' records categories and the matters never posted, in Spanish. */
import type { RECORD_WORDS } from './record-words';
import type { TranslationOf } from './translate';

export const recordWordsEs: TranslationOf<typeof RECORD_WORDS> = {
  'Declaration of condominium and amendments': 'Declaración de condominio y sus enmiendas',
  'Bylaws and amendments': 'Estatutos y sus enmiendas',
  'Articles of incorporation and amendments': 'Acta constitutiva y sus enmiendas',
  'Rules of the association': 'Reglamento de la asociación',
  'Contracts, and bids received in the past year': 'Contratos, y ofertas recibidas en el último año',
  'Annual budget and proposed budgets': 'Presupuesto anual y presupuestos propuestos',
  'Annual financial report': 'Informe financiero anual',
  "Directors' certifications": 'Certificaciones de los directivos',
  'Contracts with directors and conflicts of interest': 'Contratos con directivos y conflictos de interés',
  "Notices and agendas of owners' meetings": 'Convocatorias y órdenes del día de las asambleas de propietarios',
  'Documents to be voted on at a meeting': 'Documentos que se votarán en una asamblea',
  'Inspection reports (milestone inspections included)': 'Informes de inspección (incluidas las inspecciones periódicas obligatorias)',
  'Structural integrity reserve study': 'Estudio de reservas para la integridad estructural',
  'Building permits for ongoing or planned work': 'Permisos de construcción de obras en curso o previstas',
  'Current insurance policies': 'Pólizas de seguro vigentes',
  'Approved minutes of board meetings (last 12 months)': 'Actas aprobadas de las reuniones de la junta (últimos 12 meses)',
  'Recordings of meetings held by video conference (last 12 months)':
    'Grabaciones de las reuniones celebradas por videoconferencia (últimos 12 meses)',
  'Records kept from owners (privileged, personnel, medical)':
    'Registros no accesibles a los propietarios (privilegiados, de personal, médicos)',
  'Attorney-client privileged records and work product':
    'Registros protegidos por el secreto profesional entre abogado y cliente, y trabajo del abogado',
  'Information obtained in approving a lease, sale or transfer of a unit':
    'Información obtenida al aprobar el arrendamiento, la venta o la transferencia de una unidad',
  'Personnel records of association or management employees':
    'Expedientes de personal de los empleados de la asociación o de la administración',
  "Owners' medical records": 'Expedientes médicos de los propietarios',
  "Social security, driver's licence and credit card numbers; owners' e-mail addresses, phone numbers and emergency contacts not consented to":
    'Números de seguro social, de licencia de conducir y de tarjetas de crédito; direcciones de correo electrónico, números de teléfono y contactos de emergencia de los propietarios sin su consentimiento',
  'Electronic security measures (passwords, access codes)': 'Medidas de seguridad electrónica (contraseñas, códigos de acceso)',
  "The association's software and operating systems": 'Software y sistemas operativos de la asociación',
  'Declaration of covenants and amendments': 'Declaración de restricciones y servidumbres y sus enmiendas',
  'Executory contracts, and bids received in the past year': 'Contratos en ejecución, y ofertas recibidas en el último año',
  'Financial report and statements to be considered': 'Informe financiero y estados financieros a considerar',
  'Contracts and transactions with directors and officers': 'Contratos y operaciones con directivos y funcionarios',
  'Conflicts of interest': 'Conflictos de interés',
  "Notices and agendas of members' meetings": 'Convocatorias y órdenes del día de las asambleas de miembros',
  'Information obtained in approving a lease, sale or transfer of a parcel':
    'Información obtenida al aprobar el arrendamiento, la venta o la transferencia de una parcela',
  'Disciplinary, health, insurance and personnel records of employees':
    'Expedientes disciplinarios, de salud, de seguros y de personal de los empleados',
  "Owners' and residents' medical records": 'Expedientes médicos de los propietarios y residentes',
  "Social security, driver's licence and credit card numbers; e-mail addresses, phone numbers and emergency contacts":
    'Números de seguro social, de licencia de conducir y de tarjetas de crédito; direcciones de correo electrónico, números de teléfono y contactos de emergencia',
};

/** The rule packs' records categories and the matters never posted, in Canadian French (courriel, syndicat, copropriété). */
import type { RECORD_WORDS } from './record-words';
import type { TranslationOf } from './translate';

export const recordWordsFrCA: TranslationOf<typeof RECORD_WORDS> = {
  'Declaration of condominium and amendments': 'Déclaration de copropriété et ses modifications',
  'Bylaws and amendments': 'Règlements administratifs et leurs modifications',
  'Articles of incorporation and amendments': 'Statuts constitutifs et leurs modifications',
  'Rules of the association': 'Règlements du syndicat',
  'Contracts, and bids received in the past year': 'Contrats, et soumissions reçues au cours de la dernière année',
  'Annual budget and proposed budgets': 'Budget annuel et budgets proposés',
  'Annual financial report': 'Rapport financier annuel',
  "Directors' certifications": 'Attestations des administrateurs',
  'Contracts with directors and conflicts of interest': "Contrats avec les administrateurs et conflits d'intérêts",
  "Notices and agendas of owners' meetings": 'Avis de convocation et ordres du jour des assemblées des copropriétaires',
  'Documents to be voted on at a meeting': 'Documents soumis au vote lors d’une assemblée',
  'Inspection reports (milestone inspections included)': "Rapports d'inspection (y compris les inspections d'étape)",
  'Structural integrity reserve study': "Étude du fonds de prévoyance pour l'intégrité structurale",
  'Building permits for ongoing or planned work': 'Permis de construction des travaux en cours ou prévus',
  'Current insurance policies': "Polices d'assurance en vigueur",
  'Approved minutes of board meetings (last 12 months)': 'Procès-verbaux approuvés des réunions du conseil (12 derniers mois)',
  'Recordings of meetings held by video conference (last 12 months)':
    'Enregistrements des réunions tenues par visioconférence (12 derniers mois)',
  'Records kept from owners (privileged, personnel, medical)':
    'Documents soustraits aux copropriétaires (protégés, du personnel, médicaux)',
  'Attorney-client privileged records and work product':
    "Documents protégés par le secret professionnel de l'avocat et travaux de l'avocat",
  'Information obtained in approving a lease, sale or transfer of a unit':
    "Renseignements obtenus pour approuver la location, la vente ou le transfert d'une unité",
  'Personnel records of association or management employees': 'Dossiers du personnel des employés du syndicat ou du gestionnaire',
  "Owners' medical records": 'Dossiers médicaux des copropriétaires',
  "Social security, driver's licence and credit card numbers; owners' e-mail addresses, phone numbers and emergency contacts not consented to":
    "Numéros de sécurité sociale, de permis de conduire et de cartes de crédit; adresses courriel, numéros de téléphone et personnes à joindre en cas d'urgence des copropriétaires, sans leur consentement",
  'Electronic security measures (passwords, access codes)': "Mesures de sécurité électroniques (mots de passe, codes d'accès)",
  "The association's software and operating systems": "Logiciels et systèmes d'exploitation du syndicat",
  'Declaration of covenants and amendments': 'Déclaration des servitudes et restrictions et ses modifications',
  'Executory contracts, and bids received in the past year':
    "Contrats en cours d'exécution, et soumissions reçues au cours de la dernière année",
  'Financial report and statements to be considered': 'Rapport financier et états financiers à examiner',
  'Contracts and transactions with directors and officers': 'Contrats et opérations avec les administrateurs et les dirigeants',
  'Conflicts of interest': "Conflits d'intérêts",
  "Notices and agendas of members' meetings": 'Avis de convocation et ordres du jour des assemblées des membres',
  'Information obtained in approving a lease, sale or transfer of a parcel':
    "Renseignements obtenus pour approuver la location, la vente ou le transfert d'un lot",
  'Disciplinary, health, insurance and personnel records of employees':
    "Dossiers disciplinaires, de santé, d'assurance et du personnel des employés",
  "Owners' and residents' medical records": 'Dossiers médicaux des copropriétaires et des résidents',
  "Social security, driver's licence and credit card numbers; e-mail addresses, phone numbers and emergency contacts":
    "Numéros de sécurité sociale, de permis de conduire et de cartes de crédit; adresses courriel, numéros de téléphone et personnes à joindre en cas d'urgence",
};

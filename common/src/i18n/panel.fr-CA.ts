/** Hearth's own texts about the admin panel ("content editor") in Canadian French. */
import type { PanelMessages } from '../panel-messages';
import type { TranslationOf } from './translate';

export const panelFrCA: TranslationOf<typeof PanelMessages> = {
  invitationSent: (email) => `Une invitation à l'éditeur de contenu a été envoyée à ${email}`,
  accessRestored: (email) => `L'accès de ${email} à l'éditeur de contenu est rétabli; un avis a été envoyé à cette adresse.`,
  accessChanged: (email, role) => `L'accès de ${email} à l'éditeur de contenu a maintenant le rôle ${role}.`,
  accessClosed: (email) => `L'accès de ${email} à l'éditeur de contenu est fermé.`,
  closedByHand: (email) =>
    `Le compte de ${email} dans l'éditeur de contenu a été fermé par un super-administrateur : il reste fermé jusqu'à ce qu'un super-administrateur le rouvre.`,
  noEmail: (name) =>
    `${name} n'a aucune adresse courriel au dossier, alors aucun compte de l'éditeur de contenu n'a pu être ouvert : ajoutez une adresse courriel au compte, puis enregistrez de nouveau.`,
  superAdminUntouched: (email) => `${email} est super-administrateur de l'éditeur de contenu : ce compte n'a pas été modifié.`,
  noAccount:
    "Cette personne n'a aucun compte dans l'éditeur de contenu : accordez-lui d'abord le rôle d'administrateur du syndicat ou d'administrateur du site.",
  alreadyRegistered: (email) =>
    `${email} a déjà accepté l'invitation : cette personne se connecte à l'éditeur de contenu avec son propre mot de passe.`,
  accountFailed: (email, reason) => `Le compte de ${email} dans l'éditeur de contenu n'a pas pu être mis à jour : ${reason}`,
  unknownUser: "L'utilisateur est introuvable.",
  twoFactorFirst:
    "Les comptes du conseil d'administration doivent utiliser l'authentification à deux facteurs : activez-la dans le portail (Gestion du compte > Authentification à deux facteurs), puis connectez-vous ici avec le code de votre application d'authentification.",
  codeFieldLabel: "Code d'authentification à deux facteurs (si votre compte du portail l'utilise)",
  privateFileField:
    "Nom du fichier dans l'entrepôt privé de documents. Les fichiers PDF se téléversent par les écrans d'administration du portail (Admin > Bulletins, Procès-verbaux, Documents), jamais par la médiathèque, afin de rester privés.",
  urlListHint: 'Une adresse Web par ligne.',
  pictureField:
    "Nom d'un fichier d'image dans le dossier public des téléversements. Téléversez les images par les écrans d'administration du portail (gif, jpg ou png, vérifiés selon leur contenu).",
};

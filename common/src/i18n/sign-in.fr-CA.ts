/** The identity provider's pages in Canadian French (the web app's words where it has them: Connexion, courriel). */
import type { SignInWords } from '../sign-in-words';
import type { TranslationOf } from './translate';

export const signInWordsFrCA: TranslationOf<typeof SignInWords> = {
  login: 'Connexion',
  userName: "Nom d'utilisateur",
  password: 'Mot de passe',
  forgotPassword: 'Mot de passe oublié?',
  forgotUserName: "Nom d'utilisateur oublié?",
  resendVerification: 'Renvoyer le courriel de vérification',
  register: "S'inscrire",
  logout: 'Déconnexion',
  loggingOut: 'Déconnexion en cours…',
  ifNothingHappens: 'Si rien ne se passe,',
  logOutQuestion: 'Se déconnecter?',
  logOutOf: (siteName) => `Voulez-vous vous déconnecter de ${siteName}?`,
  loggedOut: 'Déconnecté',
  loggedOutMessage: 'Vous avez été déconnecté.',
  loginProblem: 'Problème de connexion',
  stayLoggedIn: 'Rester connecté',
  notFound: 'Introuvable',
  backToPortal: 'Retour au portail',
  twoFactorTitle: 'Connexion à deux facteurs',
  authenticationCode: "Code d'authentification",
  enterCode: "Entrez le code à 6 chiffres de votre application d'authentification, ou l'un de vos codes de récupération.",
  verify: 'Vérifier',
  enrolTitle: 'Configurer la connexion à deux facteurs',
  enrolLead:
    "Votre compte doit utiliser la connexion à deux facteurs. Balayez ce code avec une application d'authentification, ou tapez la clé ci-dessous, puis entrez le code que l'application affiche.",
  qrCodeAlt: "Code QR pour l'application d'authentification",
  key: 'Clé :',
  turnOn: 'Activer et continuer',
  recoveryTitle: 'Vos codes de récupération',
  recoveryLead:
    "La connexion à deux facteurs est activée. Gardez ces codes en lieu sûr : chacun fonctionne une fois, à la place d'un code de l'application.",
  continue: 'Continuer',
  language: 'Langue',
  copyright: (years, siteName) => `© ${years} ${siteName}. Tous droits réservés.`,
};

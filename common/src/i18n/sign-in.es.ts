/** The identity provider's pages in Spanish (the web app's words where it has them: iniciar sesión, correo electrónico). */
import type { SignInWords } from '../sign-in-words';
import type { TranslationOf } from './translate';

export const signInWordsEs: TranslationOf<typeof SignInWords> = {
  login: 'Iniciar sesión',
  userName: 'Nombre de usuario',
  password: 'Contraseña',
  forgotPassword: '¿Olvidó su contraseña?',
  forgotUserName: '¿Olvidó su nombre de usuario?',
  resendVerification: 'Enviar de nuevo el correo de verificación',
  register: 'Registrarse',
  logout: 'Cerrar sesión',
  loggingOut: 'Cerrando sesión…',
  ifNothingHappens: 'Si no pasa nada,',
  logOutQuestion: '¿Cerrar sesión?',
  logOutOf: (siteName) => `¿Desea cerrar sesión en ${siteName}?`,
  loggedOut: 'Sesión cerrada',
  loggedOutMessage: 'Se cerró su sesión.',
  loginProblem: 'Problema al iniciar sesión',
  stayLoggedIn: 'Mantener la sesión',
  notFound: 'No encontrado',
  backToPortal: 'Volver al portal',
  twoFactorTitle: 'Inicio de sesión en dos pasos',
  authenticationCode: 'Código de autenticación',
  enterCode: 'Escriba el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
  verify: 'Verificar',
  enrolTitle: 'Configurar el inicio de sesión en dos pasos',
  enrolLead:
    'Su cuenta debe usar el inicio de sesión en dos pasos. Escanee este código con una aplicación de autenticación, o escriba la clave de abajo, y luego escriba el código que muestra la aplicación.',
  qrCodeAlt: 'Código QR para la aplicación de autenticación',
  key: 'Clave:',
  turnOn: 'Activar y continuar',
  recoveryTitle: 'Sus códigos de recuperación',
  recoveryLead:
    'El inicio de sesión en dos pasos está activado. Guarde estos códigos en un lugar seguro: cada uno sirve una vez, en lugar de un código de la aplicación.',
  continue: 'Continuar',
  language: 'Idioma',
  copyright: (years, siteName) => `© ${years} ${siteName}. Todos los derechos reservados.`,
};

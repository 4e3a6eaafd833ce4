/** Hearth's own texts about the admin panel ("content editor") in Spanish. */
import type { PanelMessages } from '../panel-messages';
import type { TranslationOf } from './translate';

export const panelEs: TranslationOf<typeof PanelMessages> = {
  invitationSent: (email) => `Se envió una invitación al editor de contenido a ${email}`,
  accessRestored: (email) => `Se restableció el acceso de ${email} al editor de contenido; se envió un aviso a esa dirección.`,
  accessChanged: (email, role) => `El acceso de ${email} al editor de contenido ahora tiene el rol ${role}.`,
  accessClosed: (email) => `Se cerró el acceso de ${email} al editor de contenido.`,
  closedByHand: (email) =>
    `Un superadministrador cerró la cuenta de ${email} en el editor de contenido: seguirá cerrada hasta que un superadministrador la vuelva a abrir.`,
  noEmail: (name) =>
    `${name} no tiene una dirección de correo electrónico registrada, así que no se pudo abrir una cuenta del editor de contenido: agregue una dirección de correo electrónico a la cuenta y vuelva a guardar.`,
  superAdminUntouched: (email) => `${email} es superadministrador del editor de contenido: esa cuenta no se modificó.`,
  noAccount: 'Esta persona no tiene cuenta en el editor de contenido: primero otórguele el rol de director o de administrador.',
  alreadyRegistered: (email) => `${email} ya aceptó la invitación: inicia sesión en el editor de contenido con su propia contraseña.`,
  accountFailed: (email, reason) => `No se pudo actualizar la cuenta de ${email} en el editor de contenido: ${reason}`,
  unknownUser: 'No se encontró el usuario.',
  twoFactorFirst:
    'Las cuentas de la junta directiva deben usar el inicio de sesión en dos pasos: actívelo en el portal (Administración de la cuenta > Inicio de sesión en dos pasos) y luego inicie sesión aquí con el código de su aplicación de autenticación.',
  codeFieldLabel: 'Código de dos pasos (si su cuenta del portal usa el inicio de sesión en dos pasos)',
  privateFileField:
    'Nombre del archivo en el almacén privado de documentos. Los archivos PDF se suben desde las pantallas de administración del portal (Admin > Boletines, Actas, Documentos), nunca desde la biblioteca de medios, para que sigan siendo privados.',
  urlListHint: 'Una dirección web por línea.',
  pictureField:
    'Nombre de un archivo de imagen en la carpeta pública de archivos subidos. Suba las imágenes desde las pantallas de administración del portal (gif, jpg o png, verificadas por su contenido).',
};

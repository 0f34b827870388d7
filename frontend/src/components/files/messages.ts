import { FeatureMessages } from '../../lib/intl/languages';

/** The file upload chips (spec section 2, File upload button; section 8, Upload failure). */
export const filesMessages: FeatureMessages = {
  en: {
    'files.upload': 'Upload a file',
    'files.uploading': 'Uploading file...',
    'files.list': 'Attached files',
    'files.open': 'Open {filename}',
    'files.remove': 'Remove {filename}',
    'files.uploadFailed.title': 'Unable To Upload',
    'files.noFiles.title': 'Please Try Again',
    'files.noFiles.body': 'No files were selected.',
    'files.dialog.ok': 'OK',
  },
  sp: {
    'files.upload': 'Subir un archivo',
    'files.uploading': 'Subiendo archivo...',
    'files.list': 'Archivos adjuntos',
    'files.open': 'Abrir {filename}',
    'files.remove': 'Quitar {filename}',
    'files.uploadFailed.title': 'No se pudo subir',
    'files.noFiles.title': 'Por favor, inténtalo de nuevo',
    'files.noFiles.body': 'No se seleccionó ningún archivo.',
    'files.dialog.ok': 'Aceptar',
  },
};

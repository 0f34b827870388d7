import { FeatureMessages } from '../../lib/intl/languages';

/** The stale-edit notice (ConflictNotice) and the server's conflict and try-again texts, translated by their message ids. */
export const conflictMessages: FeatureMessages = {
  en: {
    'conflict.title': 'Changed by someone else',
    'conflict.staleEdit': 'This was changed by someone else since you opened it. Please reload to see the latest version.',
    'conflict.retry': 'This was changed by someone else at the same time. Please try again.',
    'conflict.keyReused': 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    'conflict.savedShowingSoon': 'Your change was saved and will show in a moment.',
    'conflict.catchingUp': 'The latest changes are still being brought in. Please try again in a moment.',
    'conflict.reload': 'Reload',
  },
  sp: {
    'conflict.title': 'Modificado por otra persona',
    'conflict.staleEdit': 'Otra persona cambió esto desde que lo abriste. Vuelve a cargar para ver la versión más reciente.',
    'conflict.retry': 'Otra persona cambió esto al mismo tiempo. Inténtalo de nuevo.',
    'conflict.keyReused': 'Las claves de las solicitudes idempotentes solo pueden usarse con los mismos parámetros con los que se usaron por primera vez.',
    'conflict.savedShowingSoon': 'Tu cambio se guardó y aparecerá en un momento.',
    'conflict.catchingUp': 'Los últimos cambios todavía se están incorporando. Inténtalo de nuevo en un momento.',
    'conflict.reload': 'Volver a cargar',
  },
};

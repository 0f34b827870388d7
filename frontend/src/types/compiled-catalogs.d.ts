// Provided by the compiled-catalogs plugin in vite.config.ts: one language of app/catalogs.ts parsed into ICU ASTs.
declare module 'virtual:compiled-catalog/*' {
  import type { MessageFormatElement } from 'react-intl';

  const catalog: Record<string, MessageFormatElement[]>;
  export default catalog;
}

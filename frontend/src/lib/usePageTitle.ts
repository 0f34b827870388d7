import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the document title ("{page} | {product}") and meta description, with the product's as defaults. */
export function usePageTitle(title?: string, description?: string): void {
  const intl = useIntl();
  const product = intl.formatMessage({ id: 'app.title' });
  const fullTitle = title ? `${title} | ${product}` : product;
  const fullDescription = description ?? intl.formatMessage({ id: 'app.description' });
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = fullDescription;
  }, [fullTitle, fullDescription]);
}

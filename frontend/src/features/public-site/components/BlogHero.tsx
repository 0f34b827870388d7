import { Card, H3, H4, Spinner } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../lib/language/LanguageProvider';
import { useBlogArticlesQuery } from '../graphql/get-blog-articles';

/** Spec: a blog hero links to the five school articles (/schools/blog/1 to 5), from the content source. */
export function BlogHero({ currentPath }: { currentPath?: string }) {
  const { language } = useLanguage();
  const { data, loading } = useBlogArticlesQuery(language);
  const articles = data?.contentSubNavigation ?? [];
  if (loading && articles.length === 0) return <Spinner size={20} />;
  return (
    <section className="public-site-blog-hero" aria-labelledby="blog-hero-heading" data-testid="blog-hero">
      <H3 id="blog-hero-heading">
        <FormattedMessage id="publicSite.blog.heading" />
      </H3>
      <ul className="public-site-blog-cards">
        {articles.map((article) => (
          <li key={article.id}>
            <Card className="public-site-blog-card" selected={article.path === currentPath}>
              <H4>
                <Link to={article.path}>{article.title}</Link>
              </H4>
              {article.description && <p>{article.description}</p>}
              <Link to={article.path} aria-label={article.title}>
                <FormattedMessage id="publicSite.blog.read" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

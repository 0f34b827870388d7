import { H2 } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAnchorScroll } from '../anchor-scroll';
import { BlogHero } from './BlogHero';
import { SchoolLeadForm } from './SchoolLeadForm';
import '../public-site.css';

/**
 * /schools (and /schools/): the programme page from the content source (#method), the blog hero
 * (#blog) and the lead form (#contact). `content` is the content page, rendered by the router.
 */
export function SchoolsPage({ content }: { content: ReactNode }) {
  useAnchorScroll(true);
  return (
    <div className="public-site-page" data-testid="schools-page">
      <section id="method">{content}</section>
      <section id="blog">
        <BlogHero />
      </section>
      <section id="contact" className="public-site-contact-section" aria-labelledby="schools-contact-heading">
        <H2 id="schools-contact-heading">
          <FormattedMessage id="publicSite.schools.contactHeading" />
        </H2>
        <p>
          <FormattedMessage id="publicSite.schools.contactIntro" />
        </p>
        <SchoolLeadForm />
      </section>
    </div>
  );
}

/** /schools/blog/1 to 5: the article from the content source, then the blog hero linking the others. */
export function BlogArticlePage({ content }: { content: ReactNode }) {
  const path = useLocation().pathname.replace(/\/+$/, '');
  return (
    <div className="public-site-page" data-testid="blog-article-page">
      {content}
      <BlogHero currentPath={path} />
    </div>
  );
}

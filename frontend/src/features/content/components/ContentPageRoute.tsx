import { Callout, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useLanguage } from '../../../lib/language/LanguageProvider';
import { ContentPage } from '../graphql/content-page-fields';
import { useContentPageQuery } from '../graphql/get-content-page';
import { useContentSubNavigationQuery } from '../graphql/get-content-sub-navigation';
import { ContentBlocks } from './ContentBlocks';

export const HOME_SLUG = 'home';

/** The page path as a content slug: `/about-us/team/` → `about-us/team`; the root is the home page. */
export function slugOf(pathname: string): string {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return slug === '' ? HOME_SLUG : decodeURIComponent(slug);
}

function SubNavigation({ page, language }: { page: ContentPage; language: string }) {
  const navigate = useNavigate();
  const { data } = useContentSubNavigationQuery(page.slug, language, page.parentSlug === null);
  const siblings = data?.contentSubNavigation ?? [];
  if (siblings.length < 2) return null;
  return (
    <nav className="content-sub-navigation" data-testid="content-sub-navigation">
      <Menu>
        {siblings.map((sibling) => (
          <MenuItem
            key={sibling.id}
            text={sibling.menuTitle}
            active={sibling.slug === page.slug}
            href={sibling.path}
            onClick={(event) => {
              event.preventDefault();
              navigate(sibling.path);
            }}
          />
        ))}
      </Menu>
    </nav>
  );
}

function LoadedPage({ page, language }: { page: ContentPage; language: string }) {
  usePageTitle(page.slug === HOME_SLUG ? undefined : page.title, page.description || undefined);
  return (
    <div className="content-page" data-testid={`content-page-${page.slug}`}>
      <SubNavigation page={page} language={language} />
      <article className="content-page-body">
        <ContentBlocks blocks={page.blocks} />
      </article>
    </div>
  );
}

interface ContentPageRouteProps {
  /** The page to show; by default the one the path names. */
  slug?: string;
  /** Lays the loaded page out itself (the pricing tabs); by default its blocks in order. */
  render?: (page: ContentPage) => ReactNode;
}

/** Spec: any other path is looked up as a content-managed page; an unknown page is page-not-found. */
export function ContentPageRoute({ slug: fixedSlug, render }: ContentPageRouteProps) {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const slug = fixedSlug ?? slugOf(pathname);
  const intl = useIntl();
  const { data, loading, error } = useContentPageQuery(slug, language);
  if (loading && !data) return <Spinner className="content-page-loading" />;
  if (error) {
    return (
      <Callout intent="danger" title={intl.formatMessage({ id: 'error.heading' })}>
        <FormattedMessage id="error.loading" />
      </Callout>
    );
  }
  if (!data?.contentPage) return <NotFoundPage />;
  if (render) return render(data.contentPage);
  return <LoadedPage page={data.contentPage} language={language} />;
}

export function HomePage() {
  return <ContentPageRoute slug={HOME_SLUG} />;
}

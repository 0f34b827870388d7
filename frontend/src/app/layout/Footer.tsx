import { Classes } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language/LanguageSwitch';
import { appConfig } from '../app-config';
import { ABOUT_US_LINKS, FOR_FAMILIES_LINKS, FOR_SCHOOLS_LINKS } from './menus';

interface FooterLink {
  key: string;
  messageId: string;
  to: string;
}

interface FooterGroup {
  key: string;
  headingId: string;
  links: FooterLink[];
}

/** Spec: link groups About Us, Tutoring for Schools, Tutoring for Families, Contact Us. */
const FOOTER_GROUPS: FooterGroup[] = [
  { key: 'aboutUs', headingId: 'layout.nav.aboutUs', links: ABOUT_US_LINKS },
  {
    key: 'forSchools',
    headingId: 'layout.nav.forSchools',
    links: [{ key: 'schools', messageId: 'layout.nav.overview', to: '/schools' }, ...FOR_SCHOOLS_LINKS],
  },
  { key: 'forFamilies', headingId: 'layout.nav.forFamilies', links: FOR_FAMILIES_LINKS },
  {
    key: 'contactUs',
    headingId: 'layout.footer.contactUs',
    links: [
      { key: 'support', messageId: 'layout.footer.support', to: '/support' },
      { key: 'contact', messageId: 'layout.footer.contactUs', to: '/contact' },
    ],
  },
];

const LEGAL_LINKS: FooterLink[] = [
  { key: 'terms', messageId: 'layout.footer.terms', to: '/terms' },
  { key: 'privacy', messageId: 'layout.footer.privacy', to: '/privacy' },
  { key: 'contact', messageId: 'layout.footer.contactUs', to: '/contact' },
];

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;

/** A phone number as a tel: target: its digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

function FooterLinkList({ links, className }: { links: FooterLink[]; className?: string }) {
  return (
    <ul className={[Classes.LIST_UNSTYLED, className].filter(Boolean).join(' ')}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to}>
            <FormattedMessage id={link.messageId} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const intl = useIntl();
  // The year where the user is: the app's intl formats in their zone (the browser's for visitors).
  // Intl rather than date-fns here, which would add its formatters to the JavaScript of every page.
  const year = intl.formatDateToParts(new Date(), { year: 'numeric' }).find((part) => part.type === 'year')?.value;
  const { contactPhone, contactEmail, socialLinks, productName } = appConfig;
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <nav aria-label={intl.formatMessage({ id: 'layout.footer.nav' })} className="app-footer-groups">
          {FOOTER_GROUPS.map((group) => (
            <section key={group.key} aria-labelledby={`footer-${group.key}`}>
              <h2 id={`footer-${group.key}`} className={`${Classes.HEADING} app-footer-heading`}>
                <FormattedMessage id={group.headingId} />
              </h2>
              <FooterLinkList links={group.links} />
            </section>
          ))}
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={`${Classes.HEADING} app-footer-heading`}>
              <FormattedMessage id="layout.footer.social" />
            </h2>
            <ul className={Classes.LIST_UNSTYLED}>
              {SOCIAL_NETWORKS.map((network) => {
                const name = intl.formatMessage({ id: `layout.footer.${network}` });
                return (
                  <li key={network}>
                    <a
                      href={socialLinks[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage({ id: 'layout.footer.socialLink' }, { network: name })}
                    >
                      {name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        </nav>
        <div className="app-footer-contact">
          <a href={telHref(contactPhone)}>
            <FormattedMessage id="layout.footer.phone" values={{ phone: contactPhone }} />
          </a>
          <a href={`mailto:${contactEmail}`}>
            <FormattedMessage id="layout.footer.email" values={{ email: contactEmail }} />
          </a>
        </div>
        <div className="app-footer-bottom">
          <nav aria-label={intl.formatMessage({ id: 'layout.footer.legal' })}>
            <FooterLinkList links={LEGAL_LINKS} className="app-footer-legal" />
          </nav>
          <LanguageSwitch minimal />
          <p className={`${Classes.TEXT_MUTED} app-footer-copyright`}>
            <FormattedMessage id="layout.footer.copyright" values={{ year, product: productName }} />
          </p>
        </div>
      </div>
    </footer>
  );
}

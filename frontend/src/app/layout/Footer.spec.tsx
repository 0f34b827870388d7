import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { appConfig } from '../app-config';
import { Footer, telHref } from './Footer';

function groupLinks(heading: string): Array<[string, string | null]> {
  const group = screen.getByRole('region', { name: heading });
  return within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('Footer', () => {
  it('shows the four link groups', async () => {
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('navigation', { name: 'Site links' })).toBeInTheDocument();
    expect(groupLinks('About Us')).toEqual([
      ['Our story', '/about-us/our-story'],
      ['Team', '/about-us/team'],
      ['Media', '/about-us/media'],
    ]);
    expect(groupLinks('Tutoring for Schools')).toEqual([
      ['Overview', '/schools'],
      ['Our method', '/schools/#method'],
      ['Our blog', '/schools/#blog'],
      ['Contact the schools team', '/schools/#contact'],
    ]);
    expect(groupLinks('Tutoring for Families')).toEqual([
      ['Tutor marketplace', '/marketplace'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
    ]);
    expect(groupLinks('Contact Us')).toEqual([
      ['Support', '/support'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('links the social networks from the configuration, in a new tab', async () => {
    renderWithProviders(<Footer />);
    const social = await screen.findByRole('region', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', appConfig.socialLinks.facebook],
      ['Instagram', appConfig.socialLinks.instagram],
      ['LinkedIn', appConfig.socialLinks.linkedin],
      ['X', appConfig.socialLinks.twitter],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(social).getByRole('link', { name: 'Follow us on X (opens in a new tab)' })).toBeInTheDocument();
  });

  it('shows Terms of Use, Privacy Policy and Contact Us', async () => {
    renderWithProviders(<Footer />);
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Use', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('shows the phone number and e-mail address from the configuration as tel: and mailto: links', async () => {
    const phone = jest.replaceProperty(appConfig, 'contactPhone', '+1 (555) 123-4567');
    const email = jest.replaceProperty(appConfig, 'contactEmail', 'team@tutors.example');
    try {
      renderWithProviders(<Footer />);
      expect(await screen.findByRole('link', { name: 'Phone: +1 (555) 123-4567' })).toHaveAttribute('href', 'tel:+15551234567');
      expect(screen.getByRole('link', { name: 'E-mail: team@tutors.example' })).toHaveAttribute('href', 'mailto:team@tutors.example');
    } finally {
      phone.restore();
      email.restore();
    }
  });

  it('shows the copyright line with this year and the product name', async () => {
    renderWithProviders(<Footer />);
    expect(await screen.findByText(`© ${new Date().getFullYear()} ${appConfig.productName}. All rights reserved.`)).toBeInTheDocument();
  });

  it('switches the language with the language switch', async () => {
    renderWithProviders(<Footer />);
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'sp');
    expect(await screen.findByRole('region', { name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('sp');
  });

  it('is all in Spanish', async () => {
    renderWithProviders(<Footer />, { language: 'sp' });
    expect(await screen.findByRole('navigation', { name: 'Enlaces del sitio' })).toBeInTheDocument();
    expect(groupLinks('Sobre nosotros').map(([text]) => text)).toEqual(['Nuestra historia', 'Equipo', 'Prensa']);
    expect(groupLinks('Tutorías para escuelas').map(([text]) => text)).toEqual([
      'Información general',
      'Nuestro método',
      'Nuestro blog',
      'Contacta al equipo de escuelas',
    ]);
    expect(groupLinks('Tutorías para familias').map(([text]) => text)).toEqual(['Mercado de tutores', 'Precios', 'Preguntas frecuentes']);
    expect(groupLinks('Contáctanos').map(([text]) => text)).toEqual(['Ayuda', 'Contáctanos']);
    const legal = screen.getByRole('navigation', { name: 'Aviso legal' });
    expect(within(legal).getAllByRole('link').map((link) => link.textContent)).toEqual(['Términos de uso', 'Política de privacidad', 'Contáctanos']);
    expect(screen.getByRole('link', { name: `Teléfono: ${appConfig.contactPhone}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Correo electrónico: ${appConfig.contactEmail}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Síguenos en Facebook (se abre en una pestaña nueva)' })).toBeInTheDocument();
    expect(screen.getByText(/Todos los derechos reservados\.$/)).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('(555) 010-0100')).toBe('tel:5550100100');
    expect(telHref(' +1 555.010.0100')).toBe('tel:+15550100100');
  });
});

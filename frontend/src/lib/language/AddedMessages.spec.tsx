import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { addMessages } from '../intl/added-messages';
import { LanguageProvider } from './LanguageProvider';

describe('messages added after load (route-loaded features)', () => {
  it('shows a message as soon as its route’s messages are added, in the language shown', () => {
    // react-intl reports the message missing until it is added.
    const missing = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LanguageProvider catalogs={{ en: { 'base.hello': 'Hello' }, sp: { 'base.hello': 'Hola' } }} initialLanguage="sp">
        <FormattedMessage id="base.hello" /> <FormattedMessage id="added.later" defaultMessage="(missing)" />
      </LanguageProvider>,
    );
    expect(screen.getByText(/Hola/)).toHaveTextContent('Hola (missing)');
    act(() => {
      addMessages('en', { 'added.later': 'Sessions' });
      addMessages('sp', { 'added.later': 'Sesiones' });
    });
    expect(screen.getByText(/Hola/)).toHaveTextContent('Hola Sesiones');
    missing.mockRestore();
  });
});

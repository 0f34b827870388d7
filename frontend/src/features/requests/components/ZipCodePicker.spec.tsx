import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { AUSTIN, AUSTIN_2, zipMock } from '../test-fixtures';
import { ZipCodePicker, ZipSelection } from './ZipCodePicker';

function Picker({ initial = null }: { initial?: ZipSelection | null }) {
  const [value, setValue] = useState<ZipSelection | null>(initial);
  return (
    <>
      <ZipCodePicker id="zip" label="ZIP Code" value={value} onChange={setValue} />
      <output aria-label="chosen">{value ? value.zipCode : 'none'}</output>
      <button type="button" onClick={() => setValue({ zipCode: '78702', city: 'Austin', state: 'TX' })}>
        set from outside
      </button>
    </>
  );
}

describe('ZipCodePicker', () => {
  it('picks the only match of a partial ZIP code by itself and shows it in the field', async () => {
    renderWithProviders(<Picker />, { mocks: [zipMock('7870', [AUSTIN])] });
    const zip = await screen.findByLabelText('ZIP Code');
    await userEvent.type(zip, '7870');
    await waitFor(() => expect(zip).toHaveValue('78701'));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('78701');
    expect(zip).toHaveAccessibleDescription('Austin, TX 78701');
  });

  it('lists several matches and leaves the choice to the user', async () => {
    renderWithProviders(<Picker />, { mocks: [zipMock('7', [AUSTIN, AUSTIN_2])] });
    const zip = await screen.findByLabelText('ZIP Code');
    await userEvent.type(zip, '7');
    await screen.findByRole('menu', { name: 'Matching ZIP codes' });
    expect(zip).toHaveValue('7');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('none');
  });

  it('shows a ZIP code set from outside', async () => {
    renderWithProviders(<Picker initial={{ zipCode: '78701', city: 'Austin', state: 'TX' }} />);
    const zip = await screen.findByLabelText('ZIP Code');
    expect(zip).toHaveValue('78701');
    await userEvent.click(screen.getByRole('button', { name: 'set from outside' }));
    expect(zip).toHaveValue('78702');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { FileUploadChips } from './FileUploadChips';
import { UPLOAD_FILE, UploadedFile } from './graphql/upload-file';

const NOTES: UploadedFile = { filename: 'notes.pdf', mimetype: 'application/pdf', url: '/files/f1/notes.pdf' };

function Harness({ initial = [] as UploadedFile[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <>
      <FileUploadChips files={files} onChange={setFiles} />
      <output data-testid="files">{files.map((file) => file.filename).join(',')}</output>
    </>
  );
}

const uploadMock = (result: object, delay = 0) => ({
  request: { query: UPLOAD_FILE },
  variableMatcher: (variables: { file?: File }) => variables.file?.name === 'notes.pdf',
  result,
  delay,
});

const pdf = () => new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });

describe('FileUploadChips', () => {
  it('uploads a chosen file, shows "Uploading file..." meanwhile, then a chip that opens and deletes it', async () => {
    renderWithProviders(<Harness />, { mocks: [uploadMock({ data: { uploadFile: NOTES } }, 1000)] });
    await userEvent.upload(await screen.findByLabelText('Upload a file'), pdf());
    expect(await screen.findByRole('button', { name: 'Uploading file...' })).toBeDisabled();
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('link', { name: 'Open notes.pdf' })).toHaveAttribute('href', '/files/f1/notes.pdf');
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));
    expect(screen.getByTestId('files')).toHaveTextContent('');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('shows "Unable To Upload" with the error text when the upload fails', async () => {
    renderWithProviders(<Harness />, { mocks: [uploadMock({ errors: [new GraphQLError('Files may be at most 10 MB.')] })] });
    await userEvent.upload(await screen.findByLabelText('Upload a file'), pdf());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Unable To Upload' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Files may be at most 10 MB.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('files')).toHaveTextContent('');
  });

  it('says "Please Try Again" / "No files were selected." when nothing was chosen, in Spanish too', async () => {
    renderWithProviders(<Harness initial={[NOTES]} />, { language: 'sp' });
    const input = await screen.findByLabelText('Subir un archivo');
    fireEvent.change(input, { target: { files: [] } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Por favor, inténtalo de nuevo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No se seleccionó ningún archivo.');
    expect(screen.getByRole('link', { name: 'Abrir notes.pdf' })).toBeInTheDocument();
  });
});

import { Button, Classes, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import { ChangeEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/graphql-errors';
import { UploadedFile, useUploadFileMutation } from './graphql/upload-file';
import './files.css';
import { newIdempotencyKey, withIdempotencyKey } from '../../lib/useIdempotencyKey';

interface FileUploadChipsProps {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  disabled?: boolean;
}

type Problem = { kind: 'noFiles' } | { kind: 'failed'; text: string };

/**
 * Spec section 2, File upload button: an 'Upload a file' chip ('Uploading file...' while it
 * uploads) and one chip per uploaded file that opens it, with a delete action. An upload error
 * shows 'Unable To Upload' with its text; choosing nothing shows 'Please Try Again'.
 */
export function FileUploadChips({ files, onChange, disabled = false }: FileUploadChipsProps) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadFileMutation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (chosen.length === 0) {
      setProblem({ kind: 'noFiles' });
      return;
    }
    setUploading(true);
    const added: UploadedFile[] = [];
    try {
      for (const file of chosen) {
        // One action per file: the server stores it once, whatever reaches it twice.
        const { data } = await upload({ variables: withIdempotencyKey({ file }, newIdempotencyKey()) });
        if (data) added.push(data.uploadFile);
      }
    } catch (error) {
      setProblem({ kind: 'failed', text: errorMessage(error) });
    } finally {
      setUploading(false);
      if (added.length > 0) onChange([...files, ...added]);
    }
  };

  return (
    <div className="file-upload">
      {files.length > 0 && (
        <ul className={`file-upload ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'files.list' })}>
          {files.map((file) => (
            <li key={file.url}>
              <Tag large icon="paperclip" className="file-upload-chip" multiline>
                <a href={file.url} target="_blank" rel="noreferrer" aria-label={intl.formatMessage({ id: 'files.open' }, { filename: file.filename })}>
                  {file.filename}
                </a>
                {!disabled && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="cross"
                    aria-label={intl.formatMessage({ id: 'files.remove' }, { filename: file.filename })}
                    onClick={() => onChange(files.filter((each) => each.url !== file.url))}
                  />
                )}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        className="file-upload-input"
        disabled={disabled || uploading}
        onChange={(event) => void choose(event)}
        aria-label={intl.formatMessage({ id: 'files.upload' })}
        tabIndex={-1}
      />
      <Button
        icon="upload"
        variant="outlined"
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
        text={<FormattedMessage id={uploading ? 'files.uploading' : 'files.upload'} />}
      />
      <Dialog
        isOpen={problem !== null}
        onClose={() => setProblem(null)}
        title={intl.formatMessage({ id: problem?.kind === 'failed' ? 'files.uploadFailed.title' : 'files.noFiles.title' })}
        icon="error"
      >
        <DialogBody>
          <p role="alert">{problem?.kind === 'failed' ? problem.text : intl.formatMessage({ id: 'files.noFiles.body' })}</p>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={<FormattedMessage id="files.dialog.ok" />} onClick={() => setProblem(null)} />} />
      </Dialog>
    </div>
  );
}

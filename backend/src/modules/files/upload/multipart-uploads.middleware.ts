import busboy from 'busboy';
import { NextFunction, Request, Response } from 'express';
import { ReceivedUpload } from './upload.scalar';

export interface MultipartUploadLimits {
  /** Bytes per file; longer files arrive truncated and are refused by the upload service. */
  maxFileSize: number;
  maxFiles: number;
  /** Bytes of the `operations` and `map` fields. */
  maxFieldSize: number;
}

class MultipartRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * The graphql-multipart-request-spec (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * for Apollo Server, which no longer reads multipart bodies: a multipart/form-data POST carries an
 * `operations` field (the JSON request with null where files go), a `map` field (`{ "0": ["variables.file"] }`)
 * and then the files, one part per map key. Each file is read whole (up to the limit) and put at
 * its paths as a ReceivedUpload, then the JSON request goes on to Apollo as `req.body`.
 * Apollo's CSRF prevention still applies: multipart requests need the `apollo-require-preflight` header.
 */
export function multipartUploads(limits: MultipartUploadLimits) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    parse(req, limits).then(
      (operations) => {
        req.body = operations;
        next();
      },
      (error: unknown) => {
        const status = error instanceof MultipartRequestError ? error.status : 400;
        const message = error instanceof Error ? error.message : 'Invalid multipart request.';
        if (!res.headersSent) res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
        req.unpipe();
        req.resume();
      },
    );
  };
}

function parse(req: Request, limits: MultipartUploadLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: limits.maxFileSize, files: limits.maxFiles, fields: 2, fieldSize: limits.maxFieldSize } });
    } catch (error) {
      reject(new MultipartRequestError(`Invalid multipart request: ${(error as Error).message}`));
      return;
    }
    let operations: unknown = undefined;
    let map: Record<string, string[]> | undefined;
    const uploads = new Map<string, ReceivedUpload>();
    const pending: Array<Promise<void>> = [];
    let failed = false;
    const fail = (error: MultipartRequestError) => {
      if (failed) return;
      failed = true;
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new MultipartRequestError(`The ${name} field is too large.`, 413));
      try {
        if (name === 'operations') operations = JSON.parse(value);
        else if (name === 'map') map = parseMap(JSON.parse(value));
      } catch (error) {
        fail(error instanceof MultipartRequestError ? error : new MultipartRequestError(`The ${name} field is not valid JSON.`));
      }
    });
    parser.on('file', (name, stream, info) => {
      if (operations === undefined || map === undefined) {
        stream.resume();
        return fail(new MultipartRequestError('The operations and map fields must come before the files.'));
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
      pending.push(
        new Promise<void>((done) =>
          stream.on('close', () => {
            uploads.set(name, new ReceivedUpload(info.filename ?? '', info.mimeType ?? 'application/octet-stream', Buffer.concat(chunks), truncated));
            done();
          }),
        ),
      );
    });
    parser.on('filesLimit', () => fail(new MultipartRequestError(`At most ${limits.maxFiles} files can be sent at once.`, 413)));
    parser.on('error', (error: Error) => fail(new MultipartRequestError(`Invalid multipart request: ${error.message}`)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (failed) return;
        if (operations === undefined || typeof operations !== 'object' || operations === null) return fail(new MultipartRequestError('The operations field is missing.'));
        if (map === undefined) return fail(new MultipartRequestError('The map field is missing.'));
        try {
          for (const [key, paths] of Object.entries(map)) {
            const upload = uploads.get(key);
            if (!upload) return fail(new MultipartRequestError(`The file ${key} of the map was not sent.`));
            for (const path of paths) setAtPath(operations, path, upload);
          }
        } catch (error) {
          return fail(error as MultipartRequestError);
        }
        resolve(operations);
      });
    });
    req.pipe(parser);
  });
}

function parseMap(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MultipartRequestError('The map field must be a JSON object.');
  for (const paths of Object.values(value)) {
    if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) throw new MultipartRequestError('Each map entry must be a list of paths.');
  }
  return value as Record<string, string[]>;
}

/** `variables.files.1` inside operations (or `0.variables.file` in a batch); only existing places where null waits. */
function setAtPath(root: unknown, path: string, upload: ReceivedUpload): void {
  const keys = path.split('.');
  let target = root as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new MultipartRequestError(`Invalid map path ${path}.`);
    const next = target?.[key];
    if (typeof next !== 'object' || next === null) throw new MultipartRequestError(`The map path ${path} is not in the operations.`);
    target = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (!(last in target) || target[last] !== null || last === '__proto__') throw new MultipartRequestError(`The map path ${path} must point at a null in the operations.`);
  target[last] = upload;
}

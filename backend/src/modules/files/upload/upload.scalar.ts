import { GraphQLError, GraphQLScalarType } from 'graphql';

/**
 * A file received in a multipart GraphQL request, read whole (at most the upload limit) before the
 * operation runs. `truncated` says it was longer than the limit: the bytes past it were dropped.
 */
export class ReceivedUpload {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly content: Buffer,
    readonly truncated: boolean,
  ) {}
}

/**
 * The `Upload` scalar of the graphql-multipart-request-spec. Only the multipart middleware can put
 * a value here (a ReceivedUpload in the variables); a JSON request cannot fake one.
 */
export const UploadScalar = new GraphQLScalarType<ReceivedUpload, never>({
  name: 'Upload',
  description: 'A file sent as a part of a multipart request (graphql-multipart-request-spec); only valid as a variable.',
  parseValue(value) {
    if (value instanceof ReceivedUpload) return value;
    throw new GraphQLError('Upload value invalid: send the file as a part of a multipart request.');
  },
  parseLiteral() {
    throw new GraphQLError('Upload literal unsupported: send the file as a variable of a multipart request.');
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});

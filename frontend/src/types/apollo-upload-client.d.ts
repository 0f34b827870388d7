// apollo-upload-client ships JSDoc-typed .mjs files without declarations.
declare module 'apollo-upload-client/createUploadLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export default function createUploadLink(options?: {
    uri?: string;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
    fetch?: typeof fetch;
  }): ApolloLink;
}

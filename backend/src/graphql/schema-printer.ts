import { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

export const SCHEMA_HEADER = '# Generated from the code-first resolvers by `npm run schema`. Do not edit by hand.\n\n';

/** The SDL of a running app's schema, sorted, as committed in backend/schema.gql. */
export function printSchemaOf(app: INestApplication): string {
  return `${SCHEMA_HEADER}${printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema))}\n`;
}

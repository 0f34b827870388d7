import { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

export const SCHEMA_HEADER = '# Generated from the code-first resolvers by `npm run schema`. Do not edit by hand.\n\n';

/** The SDL of a running app's schema, sorted, as committed in backend/schema.gql. */
export function printSchemaOf(app: INestApplication): string {
  return committedSchemaText(app.get(GraphQLSchemaHost).schema);
}

/** A schema as backend/schema.gql holds it: sorted, under its header. */
export function committedSchemaText(schema: GraphQLSchema): string {
  return `${SCHEMA_HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
}

import type { DefinitionNode, DocumentNode } from 'graphql';

/**
 * A document parsed at build time joined with the fragments it interpolates, each fragment
 * definition once (as graphql-tag does), so the result holds the definitions graphql-tag would build at run time.
 */
export function precompiledDocument(document: DocumentNode, fragments: readonly DocumentNode[]): DocumentNode {
  const definitions: DefinitionNode[] = [...document.definitions];
  const names = new Set(definitions.map(nameOf));
  for (const fragment of fragments) {
    for (const definition of fragment.definitions) {
      const name = nameOf(definition);
      if (name && names.has(name)) continue;
      if (name) names.add(name);
      definitions.push(definition);
    }
  }
  return { ...document, definitions };
}

function nameOf(definition: DefinitionNode): string | undefined {
  return 'name' in definition && definition.name ? `${definition.kind}:${definition.name.value}` : undefined;
}

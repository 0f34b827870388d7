import { Collection, Document, ReadStore } from '../../platform/readstore/read-store.port';
import { physicalCollectionName, ProjectionDefinition } from './projection';

/**
 * What queries read through: a logical collection name resolved to the physical collection of the
 * owning projection's active version, so a rebuild (blue/green) switches reads over in one step.
 */
export class ReadModels {
  private readonly owners = new Map<string, ProjectionDefinition>();

  constructor(
    private readonly readStore: ReadStore,
    definitions: readonly ProjectionDefinition[],
    private readonly activeVersions: ReadonlyMap<string, number>,
    private readonly changeMarks: ReadonlyMap<string, number> = new Map(),
  ) {
    for (const definition of definitions) {
      for (const logical of definition.collections) this.owners.set(logical, definition);
    }
  }

  collection<T extends Document>(logicalName: string): Collection<T> {
    const owner = this.ownerOf(logicalName);
    // Before the first build has switched over, read the version being built: it is the only one.
    const version = this.activeVersions.get(owner.name) ?? owner.version;
    return this.readStore.collection<T>(physicalCollectionName(owner, version, logicalName));
  }

  /**
   * A number that changes whenever the collection's documents may have: the log position of the
   * last event its projection applied (or, when another process projects, the last checkpoint it
   * stored). Answers computed from the collection stay valid while it is unchanged.
   */
  changeMarkOf(logicalName: string): number {
    return this.changeMarks.get(this.ownerOf(logicalName).name) ?? 0;
  }

  private ownerOf(logicalName: string): ProjectionDefinition {
    const owner = this.owners.get(logicalName);
    if (!owner) throw new Error(`No projection owns the collection ${logicalName}`);
    return owner;
  }
}

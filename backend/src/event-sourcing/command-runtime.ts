import { CommandPipeline } from './command-pipeline';

/** Transitional name of the CommandPipeline for the callers not yet moved onto it. */
export const CommandRuntime = CommandPipeline;
export type CommandRuntime = CommandPipeline;

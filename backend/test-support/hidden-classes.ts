import { setFlagsFromString } from 'node:v8';

// V8's own answer, not a guess from the outside: how objects are laid out is what the test is about.
setFlagsFromString('--allow-natives-syntax');
// The only way to reach V8's %HaveSameMap from code compiled before the flag was set.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/**
 * Test support: how many hidden classes (V8 maps) the objects come in. Objects a read model keeps
 * by the million should share a few: each hidden class of its own costs a few hundred bytes, and
 * code reading them meets a new shape on every one (see scheduledSession in the session decider).
 */
export function hiddenClassCount(objects: readonly object[]): number {
  const representatives: object[] = [];
  for (const object of objects) if (!representatives.some((seen) => haveSameMap(seen, object))) representatives.push(object);
  return representatives.length;
}

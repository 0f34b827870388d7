import fc from 'fast-check';
import {
  GraphQLField,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';

/**
 * The schema-driven mutation fuzzer: for every Mutation field a baseline call from hints (known ids,
 * sensible values by name and type), and variations that replace ONE argument or input field at a
 * time with a bad value of its type. Pure: the e2e spec (mutation-fuzz.e2e.spec.ts) sends the calls.
 */

/** A variable value JSON cannot carry (Infinity from an overflowing literal): spliced into the body as raw JSON text. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A file part of a multipart request, for Upload arguments. */
export class FuzzFile {
  constructor(
    readonly filename: string,
    readonly content: string,
    readonly mimetype: string,
  ) {}
}

/** A bad value and the kind it stands for (one per kind per position). */
export interface BadValue {
  kind: string;
  value: unknown;
}

/** A value for a position (argument or input field) by its name and named type, or undefined to fall back on the type's default. */
export type ValueHints = (name: string, typeName: string, listOf: boolean) => unknown;

export interface MutationCall {
  mutation: string;
  /** The mutation document: every argument a variable of its schema type, the answer's scalar fields selected. */
  document: string;
  variables: Record<string, unknown>;
}

export interface MutationVariation extends MutationCall {
  /** e.g. `input.startTime` or `classes[].courseKey`. */
  path: string;
  kind: string;
}

/** Fixed seed: the same "random" unicode for the same field name on every run. */
const FUZZ_SEED = 20261125;
const HUNDRED_KB = 100 * 1024;
/** Long for any field, yet within the request body limit (100 KB): reaches the resolvers, where a 100 KB value does not. */
const LONG_TEXT_LENGTH = 20_000;
/** Lists this long are "huge" for a form field and still cheap to send. */
const HUGE_LIST_LENGTH = 1000;

function randomUnicodeFor(position: string): string {
  const seed = [...position].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, FUZZ_SEED);
  return fc.sample(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), { seed, numRuns: 1 })[0];
}

const BAD_STRINGS: readonly BadValue[] = [
  { kind: 'empty', value: '' },
  { kind: 'blank', value: '   \t\n ' },
  { kind: '100 KB', value: 'a'.repeat(HUNDRED_KB) },
  { kind: 'long', value: 'long text '.repeat(LONG_TEXT_LENGTH / 10) },
  { kind: 'HTML', value: '<script>alert(1)</script><img src=x onerror=alert(2)>' },
  { kind: 'path', value: '../../etc/passwd' },
  { kind: 'NUL', value: 'a\u0000b' },
  { kind: 'emoji', value: '👩🏽‍🏫 ñ 漢字 🇺🇸' },
  { kind: 'RTL', value: '\u202Eevil\u202C שלום مرحبا' },
  { kind: 'lone surrogate', value: 'x\uD800y' },
  { kind: 'operator object text', value: '{"$gt":""}' },
  { kind: 'number text', value: '-1e308' },
];

const BAD_IDS: readonly BadValue[] = [
  { kind: 'empty', value: '' },
  { kind: 'blank', value: '   ' },
  { kind: 'unknown id', value: '00000000-0000-4000-8000-000000000000' },
  { kind: 'invalid id', value: 'not-an-id' },
  { kind: 'path', value: '../../etc/passwd' },
  { kind: '100 KB', value: 'a'.repeat(HUNDRED_KB) },
  { kind: 'HTML', value: '<script>alert(1)</script>' },
  { kind: 'NUL', value: 'a\u0000b' },
  { kind: 'emoji', value: '👩🏽‍🏫' },
  { kind: 'number', value: -1 },
  { kind: 'operator object text', value: '{"$ne":null}' },
];

const BAD_INTS: readonly BadValue[] = [
  { kind: 'negative', value: -1 },
  { kind: 'zero', value: 0 },
  { kind: 'huge', value: 2147483647 },
  { kind: 'huge negative', value: -2147483648 },
  { kind: 'beyond 32 bits', value: 2147483648 },
  { kind: 'fraction', value: 1.5 },
  { kind: 'NaN', value: 'NaN' },
  { kind: 'Infinity', value: new RawJson('1e400') },
];

const BAD_FLOATS: readonly BadValue[] = [
  { kind: 'negative', value: -1 },
  { kind: 'zero', value: 0 },
  { kind: 'huge', value: 1e308 },
  { kind: 'huge negative', value: -1e308 },
  { kind: 'tiny', value: 5e-324 },
  { kind: 'NaN', value: 'NaN' },
  { kind: 'Infinity', value: new RawJson('1e400') },
  { kind: '-Infinity', value: new RawJson('-1e400') },
];

const BAD_BOOLEANS: readonly BadValue[] = [
  { kind: 'string', value: 'true' },
  { kind: 'number', value: 1 },
];

const BAD_FILES: readonly BadValue[] = [
  { kind: 'empty file', value: new FuzzFile('empty.pdf', '', 'application/pdf') },
  { kind: 'path filename', value: new FuzzFile('../../etc/passwd', 'root:x:0:0', 'text/plain') },
  { kind: 'HTML file', value: new FuzzFile('<script>.html', '<script>alert(1)</script>', 'text/html') },
  { kind: 'unicode filename', value: new FuzzFile('\u202Efdp.txt 👩🏽‍🏫 漢字 שלום.txt', 'hello', 'text/plain') },
  { kind: 'NUL filename', value: new FuzzFile('a\u0000b.txt', 'hello', 'text/plain') },
  { kind: 'long filename', value: new FuzzFile(`${'n'.repeat(5000)}.txt`, 'hello', 'text/plain') },
  { kind: 'executable', value: new FuzzFile('run.exe', 'MZ'.padEnd(HUNDRED_KB, '\u0000'), 'application/x-msdownload') },
  { kind: 'string instead of a file', value: 'not a file' },
];

/** The bad values of a leaf type (scalar or enum). */
export function badValuesOf(type: GraphQLNamedType, position: string): BadValue[] {
  if (isEnumType(type)) {
    const first = type.getValues()[0]?.name ?? 'A';
    return [
      { kind: 'wrong enum', value: 'NOT_A_VALUE' },
      { kind: 'lower-case enum', value: first.toLowerCase() },
      { kind: 'empty', value: '' },
    ];
  }
  switch (type.name) {
    case 'String':
      return [...BAD_STRINGS, { kind: 'random unicode', value: randomUnicodeFor(position) }];
    case 'ID':
      return [...BAD_IDS];
    case 'Int':
      return [...BAD_INTS];
    case 'Float':
      return [...BAD_FLOATS];
    case 'Boolean':
      return [...BAD_BOOLEANS];
    case 'Upload':
      return [...BAD_FILES];
    default:
      // A custom scalar the fuzzer does not know yet still gets the strings every scalar must survive.
      return [...BAD_STRINGS];
  }
}

/** A valid-looking value of a leaf type when no hint names one. */
function defaultLeafValue(type: GraphQLNamedType, counter: () => number): unknown {
  if (isEnumType(type)) return type.getValues()[0].name;
  switch (type.name) {
    case 'String':
      return 'fuzz text';
    case 'ID':
      return `00000000-0000-4000-8000-${String(counter()).padStart(12, '0')}`;
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'Upload':
      return new FuzzFile('notes.txt', 'Notes for the lesson.', 'text/plain');
    default:
      return 'fuzz';
  }
}

interface Position {
  name: string;
  type: GraphQLInputType;
}

/**
 * Builds baselines and variations. `hints` names known values (world ids, valid e-mails, times...);
 * `fresh` is called for values that must differ per call (idempotency keys): see baselineFor.
 */
export class MutationFuzzer {
  private idCounter = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly hints: ValueHints = () => undefined,
  ) {}

  mutations(): Array<GraphQLField<unknown, unknown>> {
    const mutationType = this.schema.getMutationType();
    return mutationType ? Object.values(mutationType.getFields()) : [];
  }

  field(name: string): GraphQLField<unknown, unknown> {
    const field = this.schema.getMutationType()?.getFields()[name];
    if (!field) throw new Error(`no mutation ${name}`);
    return field;
  }

  documentOf(field: GraphQLField<unknown, unknown>): string {
    const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
    const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = selectionOf(field.type, 2);
    return `mutation Fuzz_${field.name}${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
  }

  /** The call with every required position filled, and the optional ones a hint names. */
  baselineFor(field: GraphQLField<unknown, unknown>): MutationCall {
    const variables: Record<string, unknown> = {};
    for (const arg of field.args) {
      const value = this.baselineOf(arg, isNonNullType(arg.type));
      if (value !== undefined) variables[arg.name] = value;
    }
    return { mutation: field.name, document: this.documentOf(field), variables };
  }

  /** One call per bad value per position (argument, input field, list element), the rest as in the baseline. */
  variationsOf(field: GraphQLField<unknown, unknown>, baseline: MutationCall = this.baselineFor(field)): MutationVariation[] {
    const variations: MutationVariation[] = [];
    for (const arg of field.args) {
      for (const { path, kind, value } of this.variationsAt(arg, baseline.variables[arg.name], arg.name, 0)) {
        variations.push({ ...baseline, variables: { ...baseline.variables, [arg.name]: value }, path, kind });
      }
    }
    return variations;
  }

  private baselineOf(position: Position, required: boolean, depth = 0): unknown {
    const named = getNamedType(position.type);
    const list = isListType(unwrapNonNull(position.type));
    const hinted = this.hints(position.name, named.name, list);
    if (hinted !== undefined) return hinted;
    if (!required) return undefined;
    const single = this.baselineOfNamed(named, depth);
    return list ? [single] : single;
  }

  private baselineOfNamed(named: GraphQLNamedType, depth: number): unknown {
    if (isInputObjectType(named)) {
      const object: Record<string, unknown> = {};
      if (depth > 4) return object;
      for (const inputField of Object.values(named.getFields())) {
        const required = isNonNullType(inputField.type) && inputField.defaultValue === undefined;
        const value = this.baselineOf(inputField, required, depth + 1);
        if (value !== undefined) object[inputField.name] = value;
      }
      return object;
    }
    return defaultLeafValue(named, () => ++this.idCounter);
  }

  /** Bad values for one position whose baseline value is `current`, as replacements of that position's whole value. */
  private variationsAt(position: Position, current: unknown, path: string, depth: number): Array<BadValue & { path: string }> {
    const type = unwrapNonNull(position.type);
    const out: Array<BadValue & { path: string }> = [];
    if (isListType(type)) {
      const elementType = type.ofType as GraphQLInputType;
      const elementBaseline = Array.isArray(current) && current.length > 0 ? current[0] : this.baselineOfNamed(getNamedType(elementType), depth + 1);
      out.push({ path, kind: 'empty list', value: [] });
      out.push({ path, kind: 'huge list', value: Array.from({ length: HUGE_LIST_LENGTH }, () => elementBaseline) });
      for (const element of this.variationsAt({ name: position.name, type: elementType }, elementBaseline, `${path}[]`, depth + 1)) {
        out.push({ ...element, value: [element.value] });
      }
      return out;
    }
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      const object = (current && typeof current === 'object' ? current : this.baselineOfNamed(named, depth)) as Record<string, unknown>;
      out.push({ path, kind: 'empty object', value: {} });
      if (depth > 3) return out;
      for (const inputField of Object.values(named.getFields())) {
        for (const variation of this.variationsAt(inputField, object[inputField.name], `${path}.${inputField.name}`, depth + 1)) {
          out.push({ ...variation, value: { ...object, [inputField.name]: variation.value } });
        }
      }
      return out;
    }
    return badValuesOf(named, path).map((bad) => ({ ...bad, path }));
  }
}

function unwrapNonNull(type: GraphQLInputType): GraphQLInputType {
  return isNonNullType(type) ? (type.ofType as GraphQLInputType) : type;
}

/** The scalar fields of the answer (nested objects to `depth`), so field resolvers run on what the call stored. */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named) || !isObjectType(named)) return ' { __typename }';
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const parts: string[] = ['__typename'];
  for (const field of fields) {
    const fieldNamed = getNamedType(field.type);
    if (isLeafType(fieldNamed)) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name}${selectionOf(field.type, depth - 1)}`);
  }
  return ` { ${parts.join(' ')} }`;
}

/** The request body: JSON, with RawJson values spliced in as their text. */
export function jsonBodyOf(document: string, variables: Record<string, unknown>): string {
  const raws: string[] = [];
  const json = JSON.stringify({ query: document, variables }, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `__raw_json_${raws.length - 1}__`;
    }
    return value;
  });
  return json.replace(/"__raw_json_(\d+)__"/g, (_match, index: string) => raws[Number(index)]);
}

/** Where FuzzFile values sit in the variables (graphql-multipart-request-spec paths), with the variables nulled there. */
export function filesIn(variables: Record<string, unknown>): { variables: Record<string, unknown>; files: Array<{ path: string; file: FuzzFile }> } {
  const files: Array<{ path: string; file: FuzzFile }> = [];
  const walk = (value: unknown, path: string): unknown => {
    if (value instanceof FuzzFile) {
      files.push({ path, file: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((element, index) => walk(element, `${path}.${index}`));
    if (value && typeof value === 'object' && !(value instanceof RawJson)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, `${path}.${key}`)]));
    }
    return value;
  };
  const stripped = walk(variables, 'variables') as Record<string, unknown>;
  return { variables: stripped, files };
}

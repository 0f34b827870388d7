/**
 * mingo publishes `mingo/operators/update` and `mingo/util` only through package.json "exports",
 * which this project's moduleResolution ("node") does not read. These point the subpaths at the
 * declarations mingo ships for them; at run time Node resolves them through "exports".
 */
declare module 'mingo/operators/update' {
  export * from 'mingo/types/operators/update';
}

declare module 'mingo/util' {
  export * from 'mingo/types/util';
}

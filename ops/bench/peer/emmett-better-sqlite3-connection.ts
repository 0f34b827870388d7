import type { Parameters as EmmettParameters, SQLiteConnection } from '@event-driven-io/emmett-sqlite';
import Database from 'better-sqlite3';

/**
 * emmett-sqlite's connection contract (`SQLiteConnection`) over better-sqlite3, for the peer benchmark.
 *
 * emmett's own connection runs on the `sqlite3` package, whose install fetches a prebuilt binary from
 * GitHub (not reachable here, and not allowed at install); emmett takes a connection passed in
 * (`connectionOptions: { singleton: true, connection }`), so the peer runs emmett's schema, SQL and
 * append/read code on the same driver as ours. This makes the peer faster than it is in its own
 * clothes: better-sqlite3 answers synchronously, where sqlite3 hops to libuv's thread pool for every
 * statement; and statements are prepared once per SQL text here, where sqlite3's `Database#all`
 * prepares and finalises at each call. The transaction logic is emmett's (BEGIN IMMEDIATE, nesting).
 */
export function emmettConnectionOverBetterSqlite3(db: Database.Database): SQLiteConnection {
  const prepared = new Map<string, Database.Statement<unknown[], unknown>>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      // SQL texts that inline positions (emmett's reads do) would grow the map without bound.
      if (prepared.size >= MAX_PREPARED) prepared.clear();
      prepared.set(sql, found);
    }
    return found;
  };
  let transactionNesting = 0;
  const begin = db.prepare('BEGIN IMMEDIATE TRANSACTION');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');

  return {
    close: () => db.close(),
    command: async (sql, values) => {
      const result = asSqlite3Errors(() => statement(sql).run(...bindable(values)));
      // sqlite3's RunResult is the statement itself with lastID and changes; emmett reads only those.
      return { lastID: Number(result.lastInsertRowid), changes: result.changes } as Awaited<ReturnType<SQLiteConnection['command']>>;
    },
    batchCommand: async (sqls) => {
      for (const sql of sqls) db.exec(sql);
    },
    query: async <T>(sql: string, values?: EmmettParameters[]) => {
      const prepared = statement(sql);
      if (!prepared.reader) {
        asSqlite3Errors(() => prepared.run(...bindable(values)));
        return [];
      }
      return asSqlite3Errors(() => prepared.all(...bindable(values)) as T[]);
    },
    querySingle: async <T>(sql: string, values?: EmmettParameters[]) =>
      asSqlite3Errors(() => (statement(sql).get(...bindable(values)) as T | undefined) ?? null),
    // emmett's own withTransaction, on this driver.
    withTransaction: async <T>(fn: () => Promise<T>) => {
      try {
        if (transactionNesting++ === 0) begin.run();
        const result = await fn();
        if (transactionNesting === 1) commit.run();
        transactionNesting--;
        return result;
      } catch (error) {
        if (--transactionNesting === 0) rollback.run();
        throw error;
      }
    },
  };
}

const MAX_PREPARED = 256;
const SQLITE_CONSTRAINT = 19;

/** emmett maps a unique violation to a concurrency conflict by sqlite3's `errno` (19); better-sqlite3 gives a `code` only. */
function asSqlite3Errors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) Object.assign(error as object, { errno: SQLITE_CONSTRAINT });
    throw error;
  }
}

/**
 * sqlite3's binding rules where better-sqlite3's differ: booleans bind as integers, and any other
 * object as its string (emmett passes its partition column descriptor, `{ name: 'partition' }`, when
 * writing the streams table); better-sqlite3 refuses booleans and reads an object as named parameters.
 */
function bindable(values: EmmettParameters[] | undefined): unknown[] {
  if (!values) return [];
  return values.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) return String(value);
    return value;
  });
}

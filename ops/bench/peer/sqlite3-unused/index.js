'use strict';
// See package.json: emmett-sqlite imports sqlite3 at load; the benchmark passes its own connection.
function notInstalled() {
  throw new Error('sqlite3 is not installed here (ops/bench/peer/sqlite3-unused): pass emmett a connection (connectionOptions.connection)');
}
module.exports = { Database: notInstalled, OPEN_URI: 0, OPEN_READWRITE: 0, OPEN_CREATE: 0 };
module.exports.default = module.exports;

import { PGlite, parse, protocol, types } from '@electric-sql/pglite';

/** Dates as the server's text, as drizzle's own PGlite session reads them (both engines alike). */
const PARSERS = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.DATE]: (value: string) => value,
};

/**
 * Per embedded database: its prepared statements with their parameters' types (as PostgreSQL described
 * them when each was first parsed), and its parsers with PARSERS over them.
 */
const prepared = new WeakMap<PGlite, { statements: Map<string, number[]>; parsers: PGlite['parsers'] }>();

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** The client under a drizzle database or transaction, when it is the embedded database itself (not a transaction of it). */
export function pgliteOf(session: unknown): PGlite | undefined {
  const client = (session as { client?: unknown }).client;
  return client instanceof PGlite ? client : undefined;
}

/**
 * Runs a named statement on the embedded database as node-postgres does on a server: parsed and
 * described once under its name, then only bound and executed, so PostgreSQL keeps its plan. PGlite's
 * own query() parses, plans and describes every statement on every call, in six calls into the
 * database: for a sale's statements that was 1.5 to 2 ms of planning each, most of their time. One
 * call carries bind, describe, execute and sync, under the database's lock, as query() would take it.
 */
export async function runPrepared<Row>(client: PGlite, name: string, text: string, params: unknown[]): Promise<Row[]> {
  return client.runExclusive(async () => {
    let kept = prepared.get(client);
    if (!kept) {
      // Merged once: parseResults merges a query's parsers into the database's (one per type, thousands
      // with every table's row and array types) on every call, which was a tenth of a sale's time.
      kept = { statements: new Map(), parsers: { ...client.parsers, ...PARSERS } };
      prepared.set(client, kept);
    }
    const { statements, parsers } = kept;
    let paramTypes = statements.get(name);
    if (!paramTypes) {
      const { messages } = await client.execProtocol(
        joined([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      );
      paramTypes = parse.parseDescribeStatementResults(messages);
      statements.set(name, paramTypes);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      joined([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return (parse.parseResults(messages, parsers, { rowMode: 'object' })[0]?.rows ?? []) as Row[];
  });
}

/**
 * Requests for the route sweep, made from each route's own OpenAPI description (the JSON schema its
 * zod schema becomes): a plausible request aimed at chosen objects, and bad variants of it.
 */

export type JsonSchema = Record<string, any>;

export interface Operation {
  method: string;
  /** OpenAPI's form: /api/restooutlet/{outletid}. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

/** Values of the objects a request aims at, by the name a parameter or field gives them. */
export type Targets = Record<string, string | number>;

export interface SweepRequest {
  method: string;
  url: string;
  body?: unknown;
}

/** The operations of the app's OpenAPI document, keyed "METHOD /path". */
export function operationsOf(doc: JsonSchema): Map<string, Operation> {
  const ops = new Map<string, Operation>();
  for (const [path, methods] of Object.entries<JsonSchema>(doc.paths)) {
    for (const [method, op] of Object.entries<JsonSchema>(methods)) {
      const params = (op.parameters ?? []).map((p: JsonSchema) => ({
        name: p.name,
        in: p.in,
        required: !!p.required,
        schema: p.schema ?? {},
      }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.set(`${method.toUpperCase()} ${path}`, { method: method.toUpperCase(), path, params, body });
    }
  }
  return ops;
}

const today = new Date().toISOString().slice(0, 10);

/** A value the schema accepts, preferring the target of that name. */
export function example(schema: JsonSchema, name: string, targets: Targets): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return example(alternatives.find((s: JsonSchema) => s.type !== 'null') ?? alternatives[0], name, targets);
  if (schema.allOf) return example(Object.assign({}, ...schema.allOf), name, targets);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (name in targets && schema.type !== 'array' && schema.type !== 'object') return coerce(targets[name], schema);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => example(schema.items ?? {}, singular(name), targets));
    case 'object':
      return Object.fromEntries(Object.entries<JsonSchema>(schema.properties ?? {}).map(([k, s]) => [k, example(s, k, targets)]));
    default:
      return exampleString(schema);
  }
}

const singular = (name: string) => (name.endsWith('ids') ? name.slice(0, -1) : name);

function coerce(value: string | number, schema: JsonSchema) {
  const type = schema.type ?? (schema.anyOf ?? []).find((s: JsonSchema) => s.type !== 'null')?.type;
  return type === 'integer' || type === 'number' ? Number(value) : String(value);
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.pattern?.includes('\\d{4}-')) return today;
  const text = 'Sweep';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

/** The operation's request aimed at the targets: path and query parameters and a body built from them. */
export function aimed(op: Operation, targets: Targets): SweepRequest {
  const values = Object.fromEntries(op.params.map((p) => [p.name, example(p.schema, p.name, targets)]));
  return build(op, values, op.body ? example(op.body, '', targets) : undefined);
}

function build(op: Operation, values: Record<string, unknown>, body: unknown): SweepRequest {
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of op.params) {
    const value = values[p.name];
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (value !== undefined) for (const v of [value].flat()) query.append(p.name, String(v));
  }
  const search = query.toString();
  return { method: op.method, url: search ? `${url}?${search}` : url, ...(op.body ? { body } : {}) };
}

/**
 * What an attacker (or a fuzzer) types into any field: a few values at each boundary, as every one
 * multiplies the sweep's requests. Control characters; a fraction that rounds to 0 (a divisor), one
 * past PostgreSQL's integer (a key or a filter) and one past any range.
 */
const HOSTILE_TEXT = ['', 'A'.repeat(100_000), "'; DROP TABLE restooutlet; --", '\u202egnp.exe 💥 𝓼𝓪𝓳𝓲 مرحبا <script>', '\u0001\u001b[2J'];
const HOSTILE_NUMBERS = [-1, 1e-9, 2 ** 31, 1e308];
const WRONG_TYPES = [null, 'abc'];

/** Values for one field or parameter that a careless server might choke on. */
export function hostileValues(schema: JsonSchema): unknown[] {
  const type = schema.type ?? (schema.anyOf ?? []).find((s: JsonSchema) => s.type !== 'null')?.type;
  if (type === 'integer' || type === 'number') return [...HOSTILE_NUMBERS, ...WRONG_TYPES];
  if (type === 'array') return [null, [null], Array.from({ length: 10_001 }, () => 1)];
  if (type === 'boolean') return ['yes', null];
  if (type === 'object') return [null, []];
  return [...HOSTILE_TEXT, 12345, null];
}

/** Text variants of a path or query parameter (they arrive as strings whatever they mean). */
const HOSTILE_PARAMS = ['', 'abc', '-1', '2147483648', "1' OR '1'='1", 'A'.repeat(3000), '\u0007'];

/** Bad variants of the operation's request around a plausible one. */
export function* badRequests(op: Operation, targets: Targets): Generator<SweepRequest> {
  const values = Object.fromEntries(op.params.map((p) => [p.name, example(p.schema, p.name, targets)]));
  const body = op.body ? example(op.body, '', targets) : undefined;
  for (const p of op.params) {
    for (const bad of HOSTILE_PARAMS) {
      if (p.in === 'path' && bad === '') continue;
      yield build(op, { ...values, [p.name]: bad }, body);
    }
    if (p.in === 'query') yield build(op, { ...values, [p.name]: ['1', '2'] }, body);
  }
  if (!op.body) return;
  for (const whole of [null, [], 'text', 42, {}]) yield build(op, values, whole);
  const fields = Object.entries<JsonSchema>(op.body.properties ?? {});
  yield build(op, values, { ...(body as object), unexpected: 'field', constructor: { prototype: {} } });
  for (const [field, schema] of fields) {
    const { [field]: _, ...without } = body as Record<string, unknown>;
    yield build(op, values, without);
    for (const bad of hostileValues(schema)) yield build(op, values, { ...(body as object), [field]: bad });
    // One level down: the lines of an order, the outlets of a menu.
    const items = schema.items?.properties as Record<string, JsonSchema> | undefined;
    const first = ((body as Record<string, unknown>)[field] as unknown[] | undefined)?.[0];
    if (items && first && typeof first === 'object') {
      for (const [inner, innerSchema] of Object.entries(items)) {
        for (const bad of hostileValues(innerSchema)) {
          yield build(op, values, { ...(body as object), [field]: [{ ...first, [inner]: bad }] });
        }
      }
    }
  }
}

/**
 * A stored record as a form's values, read off the zod schema the form is checked with (core's, which
 * the server validates with too): a flag ('0'/'1' or 0/1) becomes a checkbox's boolean, absent or null
 * text and numbers become '' (an empty input), the rest stays as stored, and rows (an array of
 * objects) are mapped row by row with their own schema. The way back is the schema itself:
 * `schema.parse(values)` turns the values into the wire body (useSchemaForm).
 *
 * `defaults` are a new record's values beyond the schema's own flag defaults; a default of null keeps
 * a null (an image field). `extra` names fields the form shows that the schema does not send (an
 * account's name beside its code), taken from the record as text.
 */

// The part of a zod schema's definition this reads (zod 4's `_zod.def`).
interface Def {
  type: string;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  defaultValue?: unknown;
  entries?: Record<string, unknown>;
  options?: readonly Schema[];
  values?: readonly unknown[];
  element?: Schema;
  shape?: Record<string, Schema>;
}
interface Schema {
  _zod: { def: Def };
}

type Field = { kind: 'flag'; fallback: boolean | undefined } | { kind: 'rows'; row: Schema } | { kind: 'value'; optional?: boolean };

const FLAG_VALUES = new Set(['0', '1']);

const isFlag = (def: Def) =>
  (def.type === 'enum' && Object.keys(def.entries ?? {}).every((k) => FLAG_VALUES.has(k))) ||
  (def.type === 'union' &&
    (def.options ?? []).every((o) => o._zod.def.type === 'literal' && (o._zod.def.values ?? []).every((v) => FLAG_VALUES.has(String(v)))));

/** What kind of input a field is, seen through its preprocessing, default, optional and nullable wrappers. */
function fieldOf(schema: Schema): Field {
  let fallback: unknown;
  // An optional field without a default (a new record's key, the version it was loaded at) stays absent.
  let optional: boolean | undefined;
  let s = schema;
  for (;;) {
    const def = s._zod.def;
    if (def.type === 'pipe' && def.out) s = def.out;
    else if (def.type === 'default' && def.innerType) {
      fallback = def.defaultValue;
      optional ??= false;
      s = def.innerType;
    } else if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      optional ??= def.type === 'optional';
      s = def.innerType;
    } else if (isFlag(def)) return { kind: 'flag', fallback: fallback === undefined ? undefined : String(fallback) === '1' };
    else if (def.type === 'array' && def.element?._zod.def.type === 'object') return { kind: 'rows', row: def.element };
    else return { kind: 'value', optional };
  }
}

function shapeOf(schema: Schema): Record<string, Schema> {
  const def = schema._zod.def;
  if (def.type === 'object' && def.shape) return def.shape;
  // A refined object (superRefine) is the object itself in zod 4; a preprocessed one is a pipe.
  if (def.type === 'pipe' && def.out) return shapeOf(def.out);
  throw new Error(`formValuesOf needs an object schema, got ${def.type}`);
}

type FormRecord = Record<string, unknown>;

export function formValuesOf<Values>(
  schema: Schema,
  record: object | undefined,
  options: { defaults?: FormRecord; extra?: string[] } = {},
): Values {
  const { defaults = {}, extra = [] } = options;
  const stored = record as FormRecord | undefined;
  const fields = Object.entries(shapeOf(schema)).map(([key, s]) => [key, fieldOf(s)] as const);
  const values: FormRecord = {};
  for (const [key, field] of [...fields, ...extra.map((key) => [key, { kind: 'value' } as Field] as const)]) {
    const value = stored?.[key];
    if (field.kind === 'flag') {
      values[key] = stored ? value === '1' || value === 1 || value === true : (defaults[key] ?? field.fallback ?? false);
    } else if (field.kind === 'rows') {
      const rows = Array.isArray(value) ? (value as FormRecord[]) : [];
      values[key] = rows.map((row) => ({ ...row, ...formValuesOf<FormRecord>(field.row, row) }));
    } else if (value !== undefined && value !== null) values[key] = value;
    else if (stored && value === null) values[key] = defaults[key] === null ? null : '';
    else values[key] = key in defaults ? defaults[key] : field.optional ? undefined : '';
  }
  return values as Values;
}

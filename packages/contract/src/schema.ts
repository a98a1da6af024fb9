/**
 * JSON Schemas (draft 2020-12, as OpenAPI 3.1 reads them) that carry the TypeScript type they
 * describe. Each answer type declares its schema once, next to it (answer-schemas.ts), through
 * `describes<T>()`, which fails to compile when the schema and the type disagree: a field added,
 * removed, made optional or retyped on one side only. The OpenAPI document (openapi.ts) and the
 * CMS tests' Ajv replay read these schemas; the type checker reads the types.
 */

declare const described: unique symbol;

/** A plain JSON Schema object, as it is written into the OpenAPI document. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * A JSON Schema of values of type `T`. The phantom member is a function of `T` both ways, so
 * `Schema<A>` and `Schema<B>` are assignable only when A and B are (the type is invariant in T).
 */
export type Schema<T> = JsonSchema & { readonly [described]?: (value: T) => T };

/** A schema of any type, as a list of fields or the endpoint table holds them. */
export type AnySchema = JsonSchema & { readonly [described]?: (value: never) => unknown };

/** The type a schema describes. */
export type TypeOf<S> = S extends Schema<infer T> ? T : never;

/** The phantom member is optional: any plain schema object is one, typed by what it is declared to describe. */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(body: JsonSchema): Schema<T> => body;

type Fields = Record<string, AnySchema>;
type Flatten<T> = { [K in keyof T]: T[K] } & {};
/** An object of these required fields and these optional ones. */
type ObjectOf<R extends Fields, O extends Fields> = Flatten<
  { -readonly [K in keyof R]: TypeOf<R[K]> } & { -readonly [K in keyof O]?: TypeOf<O[K]> }
>;

/* @__NO_SIDE_EFFECTS__ */
export const string = (extra: JsonSchema = {}): Schema<string> => schema({ type: 'string', ...extra });
/* @__NO_SIDE_EFFECTS__ */
export const integer = (extra: JsonSchema = {}): Schema<number> => schema({ type: 'integer', ...extra });
/* @__NO_SIDE_EFFECTS__ */
export const number = (extra: JsonSchema = {}): Schema<number> => schema({ type: 'number', ...extra });
/* @__NO_SIDE_EFFECTS__ */
export const boolean = (): Schema<boolean> => schema({ type: 'boolean' });
/* @__NO_SIDE_EFFECTS__ */
export const nullValue = (): Schema<null> => schema({ type: 'null' });
/** One exact value (`true`, `false`). */
/* @__NO_SIDE_EFFECTS__ */
export const constant = <const V extends string | boolean>(value: V): Schema<V> => schema({ const: value });
/** One of a list of words (the contract's own lists: DOCTOR_TYPES, LANGUAGES...). */
/* @__NO_SIDE_EFFECTS__ */
export const oneOfWords = <const V extends string>(values: readonly V[]): Schema<V> =>
  schema({ type: 'string', enum: [...values] });
/** An ISO 8601 date and time, as the CMS writes `created_at`. */
/* @__NO_SIDE_EFFECTS__ */
export const dateTime = (): Schema<string> => string({ format: 'date-time' });
/** A calendar day, `YYYY-MM-DD`. */
/* @__NO_SIDE_EFFECTS__ */
export const day = (): Schema<string> => string({ format: 'date' });

/* @__NO_SIDE_EFFECTS__ */
export const arrayOf = <T>(items: Schema<T>): Schema<T[]> => schema({ type: 'array', items });
/** The same, for a field the type declares `readonly T[]` (JSON has no difference). */
/* @__NO_SIDE_EFFECTS__ */
export const readonlyArrayOf = <T>(items: Schema<T>): Schema<readonly T[]> => schema({ type: 'array', items });
/** An array of exactly these items, in order. */
/* @__NO_SIDE_EFFECTS__ */
export const pair = <A, B>(first: Schema<A>, second: Schema<B>): Schema<[A, B]> =>
  schema({ type: 'array', prefixItems: [first, second], minItems: 2, maxItems: 2 });
/* @__NO_SIDE_EFFECTS__ */
export const nullable = <T>(value: Schema<T>): Schema<T | null> => anyOf(value, nullValue());
/* @__NO_SIDE_EFFECTS__ */
export function anyOf<A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> {
  return schema({ anyOf: [a, b] });
}

/** An object with these fields, required and optional; no others (an answer is read field by field). */
/* @__NO_SIDE_EFFECTS__ */
export function object<R extends Fields, O extends Fields = Record<never, never>>(
  required: R,
  optional?: O,
): Schema<ObjectOf<R, O>> {
  return schema({
    type: 'object',
    properties: { ...required, ...optional },
    required: Object.keys(required),
    additionalProperties: false,
  });
}

/** An object with one field per word of a list, each of the same type. */
/* @__NO_SIDE_EFFECTS__ */
export const recordOf = <const K extends string, V>(keys: readonly K[], value: Schema<V>): Schema<Record<K, V>> =>
  object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, Schema<V>>) as Schema<Record<K, V>>;

/** True when A and B have the same keys and each is assignable to the other. */
type SameType<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/**
 * `describes<Banner>()(object({...}))`: the schema, typed as describing `Banner`, or a compile
 * error naming the mismatch when its fields and `Banner`'s differ.
 */
/* @__NO_SIDE_EFFECTS__ */
export const describes =
  <T>() =>
  <S extends AnySchema>(
    body: S & (SameType<TypeOf<S>, T> extends true ? unknown : { mismatch: [TypeOf<S>, T] }),
  ): Schema<T> =>
    body as Schema<T>;

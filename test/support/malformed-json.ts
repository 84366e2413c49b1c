// fast-check arbitraries that break a well-formed API body in the ways real servers do:
// missing fields, wrong types, nulls, huge strings, unexpected arrays, HTML in text fields.
import fc from 'fast-check';

export type JsonPath = Array<string | number>;

const REMOVE = Symbol('remove');

/** Every path to a value inside `value` (objects and arrays, the root excluded). */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

/** A copy of `value` with the thing at `path` replaced (or removed). */
export function withReplaced(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = withReplaced(copy[head as number], rest, replacement);
    if (next === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const next = withReplaced(copy[head as string], rest, replacement);
    if (next === REMOVE) delete copy[head as string];
    else copy[head as string] = next;
    return copy;
  }
  return value;
}

export const HUGE_TEXT = 'Ñ'.repeat(20_000);
export const HOSTILE_HTML = '<img src=x onerror="window.__fuzzXss=1"><script>window.__fuzzXss=1</script>';

/** What a broken server may put where a field was. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(REMOVE),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
  fc.constant(''),
  fc.constant(HUGE_TEXT),
  fc.constant(HOSTILE_HTML),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 2 }),
);

/** A body derived from a valid one: 0 to 4 of its values broken, or the whole body replaced. */
export function malformedBody(validBody: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(validBody);
  const brokenFields =
    paths.length === 0
      ? fc.constant(validBody)
      : fc.array(fc.tuple(fc.constantFrom(...paths), wrongValue), { maxLength: 4 }).map((breaks) => breaks.reduce<unknown>((body, [path, value]) => withReplaced(body, path, value), validBody));
  const replaced = fc.oneof(fc.constant(null), fc.constant([]), fc.constant({}), fc.constant('ok'), fc.constant(42), fc.constant({ response: null }), fc.constant({ response: [] }));
  return fc.oneof({ weight: 8, arbitrary: brokenFields }, { weight: 2, arbitrary: replaced });
}

export type FuzzedAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'raw'; status: number; text: string }
  | { kind: 'no-answer'; code: 'ECONNABORTED' | 'ETIMEDOUT' | 'ERR_NETWORK' };

/** How the server answers one call: mostly a 200 with a broken body, sometimes worse. */
export function fuzzedAnswer(validBody: unknown): fc.Arbitrary<FuzzedAnswer> {
  return fc.oneof(
    { weight: 12, arbitrary: malformedBody(validBody).map((body): FuzzedAnswer => ({ kind: 'json', status: 200, body })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(400, 401, 403, 404, 412, 500, 503), malformedBody(validBody)).map(([status, body]): FuzzedAnswer => ({ kind: 'json', status, body })) },
    { weight: 2, arbitrary: fc.constantFrom('', '{"response":', '<!doctype html><title>502 Bad Gateway</title>', 'null', 'undefined').map((text): FuzzedAnswer => ({ kind: 'raw', status: 200, text })) },
    { weight: 1, arbitrary: fc.constantFrom('ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK').map((code): FuzzedAnswer => ({ kind: 'no-answer', code: code as 'ECONNABORTED' })) },
  );
}

export { REMOVE };

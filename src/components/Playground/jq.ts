/**
 * Browser-side evaluation of a rule type's `def.eval.jq` assertions.
 *
 * It follows Minder's jq evaluator (internal/engine/eval/jq, internal/util/jq.go
 * and the JQComparison validators, at commit 2853b8d): the assertions are first
 * validated, then each one reads an expected value (from the profile or from a
 * constant) and an actual value (from the ingested data), and the first pair
 * that is not deeply equal is reported with Minder's message.
 *
 * Minder runs gojq (a Go implementation of jq); this module runs C jq 1.7.1
 * compiled to WebAssembly (the `jq-wasm` package). See `JQ_KNOWN_DIFFERENCES`
 * for what that changes.
 */

/** One item of `def.eval.jq` in a rule type file, as parsed from YAML. */
export type JqAssertion = {
  ingested?: { def?: string } | null;
  profile?: { def?: string } | null;
  /** Absent (or undefined) means "no constant"; an explicit `null` is a constant. */
  constant?: unknown;
};

/** What one jq program produced: every output, or the first error. */
export type JqOutcome = { values: unknown[] } | { error: string; compile?: boolean };

/** Runs jq programs. `compile` only checks a program, without running it. */
export interface JqRun {
  (filter: string, input: unknown): Promise<JqOutcome>;
  /** Resolves to null when `filter` compiles, else to jq's message. */
  compile(filter: string): Promise<string | null>;
}

export type JqResult =
  | { status: 'success' }
  | {
      status: 'failure';
      /** Zero-based index of the failing assertion, as in Minder's message. */
      assertion: number;
      /** The value read from the ingested data (null when jq gave null or nothing was there). */
      got: unknown;
      /** The value read from the profile or the constant. */
      want: unknown;
      message: string;
    }
  | { status: 'error'; message: string };

/**
 * Things Minder does that this module cannot reproduce. Each was checked
 * against gojq (Debian's golang-github-itchyny-gojq-dev 0.12.11, whose number
 * handling for these cases matches the v0.12.19 Minder pins) and C jq 1.7.1
 * from jq-wasm. The playground page evaluates only the plain paths that
 * Minder's server accepts, so of these only `stringIndex` and the error
 * wording reach its readers (the page states both); the others apply to any
 * other caller of `evaluateJq`.
 */
export const JQ_KNOWN_DIFFERENCES = {
  /** gojq indexes a string by position (`"text" | .[0]` is "t", past the end null); C jq refuses. */
  stringIndex:
    'An index of a string, such as `.name[0]`, gives the character at that position in Minder (gojq), or null past the end; C jq, and so the playground, ends in an error.',
  /**
   * gojq keeps integers that jq computes (`length`, integer literals, `tonumber`
   * of "2", integer arithmetic on literals) as Go `int`, while numbers read from
   * the profile, a constant or ingested JSON are `float64`. Minder only turns a
   * top-level result into float64 before comparing, so a nested one stays an int
   * and `reflect.DeepEqual([]any{2}, []any{2.0})` is false: `[.items | length]`
   * against the constant `[2]` fails in Minder with "got [2], want [2]". JavaScript
   * has one number type, so here it passes.
   */
  nestedIntegers:
    'Minder compares numbers nested in arrays or objects by Go type as well as value: an integer that jq computes (such as `[.items | length]`) does not equal the same number written in the profile or as a constant (`[2]`), so Minder reports "got [2], want [2]". The playground compares by value and reports success.',
  /**
   * gojq prints a computed integer with Go's `%v` for int (1000000), the
   * playground prints every number as Go prints a float64 (1e+06).
   */
  integerFormatting:
    'In messages, Minder prints an integer that jq computed in full (1000000); the playground prints every number the way Go prints a float64 (1e+06).',
  /**
   * gojq visits object keys in sorted order. The ingested data and the profile
   * are handed to jq with sorted keys, so `.[]`, `to_entries` or `add` on them
   * agree; objects built inside the filter keep C jq's insertion order.
   */
  objectKeyOrder:
    'Minder (gojq) always walks object keys in sorted order; for objects the filter itself builds, the playground (C jq) keeps the order they were written in, so `{b: 1, a: 2} | [.[]]` gives [1,2] here and [2,1] in Minder.',
  /** Error texts come from C jq, not gojq. */
  errorWording:
    "jq error texts (syntax errors, type errors) are C jq's, not gojq's; the surrounding wording is Minder's. Some builtins differ: gojq has no `keys_unsorted`, `$__loc__`, `input_line_number` or `get_search_list`, which Minder rejects as invalid definitions.",
} as const;

// ---------------------------------------------------------------------------
// jq runner

type JqWasmModule = { raw: (data: string | object, filter: string, flags?: string[]) => Promise<string> };

let jqPromise: Promise<JqRun> | null = null;

/** Loads jq-wasm on first use (in its own chunk) and returns a memoized runner. */
export function loadJq(): Promise<JqRun> {
  if (!jqPromise) {
    jqPromise = import('jq-wasm').then((mod) => {
      const m = mod as unknown as JqWasmModule & { default?: JqWasmModule };
      const raw = typeof m.raw === 'function' ? m.raw : m.default!.raw;
      return makeJqRun(raw);
    });
    jqPromise.catch(() => {
      jqPromise = null;
    });
  }
  return jqPromise;
}

/**
 * Turns jq's stderr for a compile error into its first error, without the
 * program listing (gojq, like Minder's message, stops at the first one).
 */
function compileMessage(stderr: string): string {
  const first = stderr.split('\n').find((line) => line.startsWith('jq: error'));
  return first ? first.replace(/^jq: error: /, '').replace(/:$/, '') : stderr.trim();
}

/** Builds a JqRun on top of jq-wasm's `raw(data, filter, flags)`. */
export function makeJqRun(raw: JqWasmModule['raw']): JqRun {
  const compile = async (filter: string): Promise<string | null> => {
    // `empty | X` parses X as a whole program but never runs it, and a filter
    // with unbalanced brackets cannot hide inside it.
    try {
      await raw('null', `empty | ${filter}\n`, ['-c']);
      return null;
    } catch (e) {
      return compileMessage(e instanceof Error ? e.message : String(e));
    }
  };
  const run = async (filter: string, input: unknown): Promise<JqOutcome> => {
    const compileError = await compile(filter);
    if (compileError !== null) return { error: compileError, compile: true };
    // jq-wasm drops stderr once anything reached stdout, so collect every
    // output and catch the first error inside jq; one JSON line comes back.
    // The newline ends a trailing comment in the filter.
    const program = `try ([${filter}\n] | {values: .}) catch {error: .}`;
    let out: string;
    try {
      out = await raw(toJqJson(input), program, ['-c']);
    } catch (e) {
      // halt_error and the like end jq without reaching `catch`.
      return { error: e instanceof Error ? e.message : String(e) };
    }
    if (out.trim() === '') return { error: 'jq stopped without a result (halt)' };
    let parsed: { values?: unknown[]; error?: unknown };
    try {
      parsed = JSON.parse(out) as { values?: unknown[]; error?: unknown };
    } catch {
      return { error: `unexpected jq output: ${out.slice(0, 200)}` };
    }
    if (Array.isArray(parsed.values)) return { values: parsed.values };
    const err = parsed.error;
    return { error: typeof err === 'string' ? err : `${JSON.stringify(err)} (not a string)` };
  };
  return Object.assign(run, { compile });
}

/** Orders strings as Go does (by UTF-8 bytes, i.e. by code point). */
function compareGoStrings(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx - cy;
  }
}

function sortedKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).sort(compareGoStrings);
}

/** JSON text with object keys in gojq's (sorted) order; JSON.stringify puts integer-like keys first. */
export function toJqJson(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(toJqJson).join(',')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${sortedKeys(o)
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${toJqJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

// ---------------------------------------------------------------------------
// Go semantics

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Formats a float64 the way Go's `%v` does (strconv 'g', shortest, exponent threshold 6). */
export function formatGoFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const sign = n < 0 ? '-' : '';
  // Shortest round-trip digits and decimal exponent.
  const [mant, expText] = Math.abs(n).toExponential().split('e');
  const digits = mant.replace('.', '');
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    const frac = digits.length > 1 ? `.${digits.slice(1)}` : '';
    return `${sign}${digits[0]}${frac}e${exp < 0 ? '-' : '+'}${pad2(Math.abs(exp))}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intLen = exp + 1;
  if (digits.length <= intLen) return `${sign}${digits}${'0'.repeat(intLen - digits.length)}`;
  return `${sign}${digits.slice(0, intLen)}.${digits.slice(intLen)}`;
}

/** Formats a decoded JSON value the way Go's `fmt` `%v` does. */
export function formatGoValue(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return formatGoFloat(v);
  if (Array.isArray(v)) return `[${v.map(formatGoValue).join(' ')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `map[${sortedKeys(o)
      .map((k) => `${k}:${formatGoValue(o[k])}`)
      .join(' ')}]`;
  }
  return String(v);
}

/** reflect.DeepEqual on decoded JSON (numbers compared by value; see JQ_KNOWN_DIFFERENCES). */
export function goDeepEqual(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) {
    return (a === null || a === undefined) && (b === null || b === undefined);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => goDeepEqual(x, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const oa = a as Record<string, unknown>;
    const ob = b as Record<string, unknown>;
    const ka = Object.keys(oa);
    if (ka.length !== Object.keys(ob).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(ob, k) && goDeepEqual(oa[k], ob[k]));
  }
  // float64 ==: NaN differs from itself, 0 equals -0.
  return a === b;
}

// ---------------------------------------------------------------------------
// Evaluation

const INVALID_DEF = 'invalid rule type definition';

function hasConstant(a: JqAssertion): boolean {
  return Object.prototype.hasOwnProperty.call(a, 'constant') && a.constant !== undefined;
}

function defOf(op: { def?: string } | null | undefined): string {
  return op && typeof op.def === 'string' ? op.def : '';
}

/** The operator validation (Minder: Operator.Validate), or null when valid. */
async function validateOperator(op: { def?: string } | null | undefined, run: JqRun): Promise<string | null> {
  if (op === null || op === undefined) return `${INVALID_DEF}: operator is nil`;
  const def = defOf(op);
  if (def === '') return `${INVALID_DEF}: definition is empty`;
  const err = await run.compile(def);
  if (err === null) return null;
  // gojq reports parse and compile errors separately; C jq's syntax errors say so.
  return /syntax error/.test(err)
    ? `${INVALID_DEF}: definition is not parsable: ${err}`
    : `${INVALID_DEF}: definition is invalid: ${err}`;
}

/** The assertion validation (Minder: JQComparison.Validate), or null when valid. */
async function validateAssertion(a: JqAssertion | null | undefined, run: JqRun): Promise<string | null> {
  if (a === null || a === undefined) return `${INVALID_DEF}: jq is nil`;
  const ingestedErr = await validateOperator(a.ingested, run);
  if (ingestedErr) return `${INVALID_DEF}: jq ingested definition is invalid: ${ingestedErr}`;
  const hasProfile = a.profile !== null && a.profile !== undefined;
  if (hasProfile && hasConstant(a)) {
    return `${INVALID_DEF}: jq profile and constant accessors are mutually exclusive`;
  }
  if (!hasProfile && !hasConstant(a)) return `${INVALID_DEF}: jq missing profile or constant accessor`;
  if (hasProfile) {
    const profileErr = await validateOperator(a.profile, run);
    if (profileErr) return `${INVALID_DEF}: jq profile accessor is invalid: ${profileErr}`;
  }
  return null;
}

type Read = { value: unknown } | { error: string };

/** Minder's JQReadFrom for `any`, with ErrNoValueFound already mapped to null. */
async function readFrom(def: string, input: unknown, run: JqRun): Promise<Read> {
  const out = await run(def, input);
  if ('error' in out) {
    return {
      error: out.compile
        ? `data parse: cannot parse key: ${out.error}`
        : `error processing JQ statement: ${out.error}`,
    };
  }
  if (out.values.length === 0) return { error: 'no values found' };
  // One output is the value; several are collected in an array. A null
  // result is "no value found", which the evaluator treats as nil.
  return { value: out.values.length === 1 ? out.values[0] : out.values };
}

/**
 * Evaluates `assertions` as Minder's jq evaluator does: validation of all of
 * them first, then each in order against `ingested` (the ingester's result) and
 * `profileDef` (the rule's `def` in the profile).
 */
export async function evaluateJq(
  assertions: JqAssertion[],
  ingested: unknown,
  profileDef: Record<string, unknown>,
  run: JqRun,
): Promise<JqResult> {
  if (!assertions || assertions.length === 0) return { status: 'error', message: 'missing jq assertions' };
  for (const a of assertions) {
    const err = await validateAssertion(a, run);
    if (err) return { status: 'error', message: `invalid jq assertion: ${err}` };
  }
  if (ingested === null || ingested === undefined) return { status: 'error', message: 'missing object' };

  for (let idx = 0; idx < assertions.length; idx++) {
    const a = assertions[idx];
    let want: unknown;
    if (a.profile === null || a.profile === undefined) {
      // A YAML `constant: null` is a present-but-null value, which Go's
      // type assertion to `any` rejects.
      if (a.constant === null) {
        return {
          status: 'error',
          message: 'cannot get values from profile accessor: could not type assert <nil> to <nil>',
        };
      }
      want = a.constant;
    } else {
      const r = await readFrom(defOf(a.profile), profileDef ?? {}, run);
      if ('error' in r)
        return { status: 'error', message: `cannot get values from profile accessor: ${r.error}` };
      want = r.value;
    }
    const r = await readFrom(defOf(a.ingested), ingested, run);
    if ('error' in r) return { status: 'error', message: `cannot get values from data accessor: ${r.error}` };
    const got = r.value;
    if (!goDeepEqual(want, got)) {
      return {
        status: 'failure',
        assertion: idx,
        got: got ?? null,
        want: want ?? null,
        message: `data does not match profile: for assertion ${idx}, got ${formatGoValue(got)}, want ${formatGoValue(want)}`,
      };
    }
  }
  return { status: 'success' };
}

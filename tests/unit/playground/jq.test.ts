// Behaviour of the playground's jq evaluator against Minder's jq evaluator
// (mindersec/minder 2853b8d: internal/engine/eval/jq, internal/util/jq.go,
// pkg/api/protobuf/go/minder/v1/validators.go). Runs the real jq-wasm.
//
// Expected message texts follow Minder's format strings; the Go `%v` renderings
// below were printed by go version go1.19.8 linux/amd64, and the gojq results
// (key order, int vs float64) by gojq 0.12.11 from Debian.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  JQ_KNOWN_DIFFERENCES,
  evaluateJq,
  formatGoFloat,
  formatGoValue,
  goDeepEqual,
  loadJq,
  toJqJson,
  type JqAssertion,
  type JqResult,
  type JqRun,
} from '../../../src/components/Playground/jq';

let run: JqRun;

beforeAll(async () => {
  run = await loadJq();
});

const fromProfile = (ingested: string, profile = ingested): JqAssertion => ({
  ingested: { def: ingested },
  profile: { def: profile },
});
const fromConstant = (ingested: string, constant: unknown): JqAssertion => ({
  ingested: { def: ingested },
  constant,
});

function evalOne(a: JqAssertion | JqAssertion[], data: unknown, profile: Record<string, unknown> = {}) {
  return evaluateJq(Array.isArray(a) ? a : [a], data, profile, run);
}

function failureMessage(r: JqResult): string {
  if (r.status !== 'failure') throw new Error(`expected a failure, got ${JSON.stringify(r)}`);
  return r.message;
}

function errorMessage(r: JqResult): string {
  if (r.status !== 'error') throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r.message;
}

describe('the jq runner', () => {
  it('loads jq-wasm once', async () => {
    expect(await loadJq()).toBe(run);
  });

  it('returns every output of a filter', async () => {
    expect(await run('.[] * 2', [1, 2, 3])).toEqual({ values: [2, 4, 6] });
    expect(await run('empty', {})).toEqual({ values: [] });
  });

  it('keeps the error raised after some outputs', async () => {
    expect(await run('1, error("boom")', {})).toEqual({ error: 'boom' });
  });

  it('lets a trailing comment end the filter', async () => {
    expect(await run('.a # trailing comment', { a: 5 })).toEqual({ values: [5] });
  });

  it('reports compile errors without the program listing', async () => {
    const out = await run('nosuchfunction', {});
    expect(out).toMatchObject({ compile: true });
    expect('error' in out && out.error).toBe('nosuchfunction/0 is not defined at <top-level>, line 1');
  });

  it('does not let unbalanced brackets escape the wrapper', async () => {
    const out = await run('.a] | [.b', { a: 1, b: 2 });
    expect(out).toMatchObject({ compile: true });
    expect(await run.compile('.a) | (.b')).toMatch(/syntax error/);
    expect(await run.compile('def f: .; [f]')).toBeNull();
  });

  it('hands objects to jq with keys in Go byte order, as gojq walks them', async () => {
    expect(toJqJson({ b: 1, '9': 2, a: { z: null, '10': [true] } })).toBe(
      '{"9":2,"a":{"10":[true],"z":null},"b":1}',
    );
    // gojq: `[.[]]` on {"b":1,"a":2} gives [2,1]; on {"9":..,"10":..} keys "10" < "9".
    expect(await run('[.[]]', { b: 1, a: 2 })).toEqual({ values: [[2, 1]] });
    expect(await run('[.[]]', { '9': 'nine', '10': 'ten' })).toEqual({ values: [['ten', 'nine']] });
  });
});

describe('Minder jq_test.go: assertions that pass', () => {
  const cases: [string, JqAssertion, Record<string, unknown>, unknown][] = [
    ['string from the profile', fromProfile('.simple'), { simple: 'simple' }, { simple: 'simple' }],
    ['constant string', fromConstant('.simple', 'simple'), {}, { simple: 'simple' }],
    ['number from the profile', fromProfile('.simple'), { simple: 1 }, { simple: 1 }],
    ['constant number', fromConstant('.simple', 1), {}, { simple: 1 }],
    ['bool from the profile', fromProfile('.simple'), { simple: false }, { simple: false }],
    ['constant bool', fromConstant('.simple', false), {}, { simple: false }],
    [
      'array from the profile',
      fromProfile('.simple'),
      { simple: ['a', 'b', 'c'] },
      { simple: ['a', 'b', 'c'] },
    ],
    ['constant array', fromConstant('.simple', ['a', 'b', 'c']), {}, { simple: ['a', 'b', 'c'] }],
  ];
  it.each(cases)('%s', async (_name, assertion, profile, data) => {
    expect(await evalOne(assertion, data, profile)).toEqual({ status: 'success' });
  });

  it('two assertions, one from the profile and one constant', async () => {
    const r = await evalOne([fromProfile('.a'), fromConstant('.b', 'b')], { a: [1], b: 'b' }, { a: [1] });
    expect(r).toEqual({ status: 'success' });
  });
});

describe('Minder jq_test.go: assertions that fail', () => {
  const cases: [string, JqAssertion, Record<string, unknown>, unknown, string, string][] = [
    ['string differs', fromProfile('.simple'), { simple: 'foo' }, { simple: 'bar' }, 'bar', 'foo'],
    ['number differs', fromProfile('.simple'), { simple: 123 }, { simple: 456 }, '456', '123'],
    ['bool differs', fromProfile('.simple'), { simple: true }, { simple: false }, 'false', 'true'],
    ['type differs', fromProfile('.simple'), { simple: true }, { simple: 123 }, '123', 'true'],
    [
      'array differs',
      fromProfile('.simple'),
      { simple: ['a', 'b', 'c'] },
      { simple: ['a', 'b', 'd'] },
      '[a b d]',
      '[a b c]',
    ],
    [
      'accessor finds nothing',
      fromProfile('.no_match', '.should_match'),
      { should_match: 'foo' },
      { shouldnt_match: 'foo' },
      '<nil>',
      'foo',
    ],
    ['constant value differs', fromConstant('.simple', true), {}, { simple: false }, 'false', 'true'],
    ['constant type differs', fromConstant('.simple', false), {}, { simple: 123 }, '123', 'false'],
    [
      'constant array differs',
      fromConstant('.simple', ['a']),
      {},
      { simple: ['a', 'b', 'd'] },
      '[a b d]',
      '[a]',
    ],
  ];
  it.each(cases)('%s', async (_name, assertion, profile, data, got, want) => {
    const r = await evalOne(assertion, data, profile);
    expect(failureMessage(r)).toBe(`data does not match profile: for assertion 0, got ${got}, want ${want}`);
  });

  it('reports got and want as values', async () => {
    const r = await evalOne(fromProfile('.simple'), { simple: ['x'] }, { simple: { k: 1 } });
    expect(r).toEqual({
      status: 'failure',
      assertion: 0,
      got: ['x'],
      want: { k: 1 },
      message: 'data does not match profile: for assertion 0, got [x], want map[k:1]',
    });
  });
});

describe('Minder jq_test.go and validators.go: invalid assertions', () => {
  const prefix = 'invalid jq assertion: invalid rule type definition: ';
  it('no assertions', async () => {
    expect(errorMessage(await evaluateJq([], {}, {}, run))).toBe('missing jq assertions');
  });

  const cases: [string, JqAssertion[], string][] = [
    ['neither profile nor constant', [{ ingested: { def: '.' } }], 'jq missing profile or constant accessor'],
    [
      'profile with null constant absent',
      [{ ingested: { def: '.' }, profile: null }],
      'jq missing profile or constant accessor',
    ],
    [
      'both profile and constant',
      [{ ingested: { def: '.' }, profile: { def: '.' }, constant: 1 }],
      'jq profile and constant accessors are mutually exclusive',
    ],
    [
      'empty profile accessor',
      [{ ingested: { def: '.' }, profile: {} }],
      'jq profile accessor is invalid: invalid rule type definition: definition is empty',
    ],
    [
      'no ingested accessor',
      [{ profile: { def: '.' } }],
      'jq ingested definition is invalid: invalid rule type definition: operator is nil',
    ],
    [
      'empty ingested accessor',
      [{ ingested: {}, profile: { def: '.' } }],
      'jq ingested definition is invalid: invalid rule type definition: definition is empty',
    ],
    [
      'one invalid among valid ones',
      [{ profile: { def: '.' } }, { ingested: { def: '.' }, profile: { def: '.' } }],
      'jq ingested definition is invalid: invalid rule type definition: operator is nil',
    ],
  ];
  it.each(cases)('%s', async (_name, assertions, detail) => {
    expect(errorMessage(await evaluateJq(assertions, { a: 1 }, {}, run))).toBe(prefix + detail);
  });

  it('an undefined function in the profile accessor', async () => {
    const r = await evalOne(
      fromProfile('.simple', 'invalid | foobar'),
      { simple: 'simple' },
      { simple: 'simple' },
    );
    expect(errorMessage(r)).toBe(
      `${prefix}jq profile accessor is invalid: invalid rule type definition: definition is invalid: invalid/0 is not defined at <top-level>, line 1`,
    );
  });

  it('an undefined function in the ingested accessor', async () => {
    const r = await evalOne(
      fromProfile('invalid | foobar', '.simple'),
      { simple: 'simple' },
      { simple: 'simple' },
    );
    expect(errorMessage(r)).toMatch(
      /^invalid jq assertion: invalid rule type definition: jq ingested definition is invalid: invalid rule type definition: definition is invalid: invalid\/0 is not defined/,
    );
  });

  it('a jq syntax error', async () => {
    const r = await evalOne(fromConstant('.a |', 1), { a: 1 });
    expect(errorMessage(r)).toMatch(
      /^invalid jq assertion: invalid rule type definition: jq ingested definition is invalid: invalid rule type definition: definition is not parsable: syntax error/,
    );
  });

  it('validates every assertion before evaluating any', async () => {
    const r = await evalOne([fromConstant('.a', 'no'), fromConstant('', 1)], { a: 'yes' });
    expect(errorMessage(r)).toBe(
      `${prefix}jq ingested definition is invalid: invalid rule type definition: definition is empty`,
    );
  });
});

describe('evaluation errors', () => {
  it('null ingested data is a missing object', async () => {
    expect(errorMessage(await evalOne(fromConstant('.', 1), null))).toBe('missing object');
  });

  it('no output from the data accessor', async () => {
    expect(errorMessage(await evalOne(fromConstant('.[]', 1), []))).toBe(
      'cannot get values from data accessor: no values found',
    );
    expect(errorMessage(await evalOne(fromConstant('empty', 1), { a: 1 }))).toBe(
      'cannot get values from data accessor: no values found',
    );
  });

  it('no output from the profile accessor comes first', async () => {
    const r = await evalOne(fromProfile('empty', '.list[]'), { a: 1 }, { list: [] });
    expect(errorMessage(r)).toBe('cannot get values from profile accessor: no values found');
  });

  it('a jq runtime error, even after an output', async () => {
    expect(errorMessage(await evalOne(fromConstant('.a.b', 1), { a: 3 }))).toBe(
      'cannot get values from data accessor: error processing JQ statement: Cannot index number with string "b"',
    );
    expect(errorMessage(await evalOne(fromConstant('1, error("boom")', 1), { a: 3 }))).toBe(
      'cannot get values from data accessor: error processing JQ statement: boom',
    );
  });

  it('a runtime error in the profile accessor', async () => {
    const r = await evalOne(fromProfile('.a', '.x | error("bad profile")'), { a: 1 }, { x: 1 });
    expect(errorMessage(r)).toBe(
      'cannot get values from profile accessor: error processing JQ statement: bad profile',
    );
  });

  it('a YAML `constant: null` is rejected by the type assertion', async () => {
    expect(errorMessage(await evalOne(fromConstant('.a', null), { a: null }))).toBe(
      'cannot get values from profile accessor: could not type assert <nil> to <nil>',
    );
  });
});

describe('values read by jq', () => {
  it('a missing path is nil', async () => {
    const r = await evalOne(fromConstant('.a.b', 'x'), {});
    expect(failureMessage(r)).toBe('data does not match profile: for assertion 0, got <nil>, want x');
    expect(r).toMatchObject({ got: null, want: 'x' });
  });

  it('a profile without the key is nil, equal to a missing ingested value', async () => {
    expect(await evalOne(fromProfile('.missing', '.absent'), { a: 1 }, {})).toEqual({ status: 'success' });
    const r = await evalOne(fromProfile('.a', '.absent'), { a: 1 }, {});
    expect(failureMessage(r)).toBe('data does not match profile: for assertion 0, got 1, want <nil>');
  });

  it('several outputs become an array', async () => {
    expect(await evalOne(fromConstant('.items[]', [1, 2]), { items: [1, 2] })).toEqual({ status: 'success' });
    const r = await evalOne(fromConstant('.items[]', [2, 1]), { items: [1, 2] });
    expect(failureMessage(r)).toBe('data does not match profile: for assertion 0, got [1 2], want [2 1]');
  });

  it('two null outputs are an array, not nil', async () => {
    const r = await evalOne(fromProfile('null, null', '.none'), { a: 1 }, {});
    expect(failureMessage(r)).toBe(
      'data does not match profile: for assertion 0, got [<nil> <nil>], want <nil>',
    );
  });

  it('constants of each YAML type', async () => {
    const data = { s: 'text', n: 2.5, i: 7, t: true, f: false, l: ['a', 1], m: { k: 'v', n: [null] } };
    const pass: [string, unknown][] = [
      ['.s', 'text'],
      ['.n', 2.5],
      ['.i', 7],
      ['.t', true],
      ['.f', false],
      ['.l', ['a', 1]],
      ['.m', { n: [null], k: 'v' }],
    ];
    for (const [def, constant] of pass) {
      expect(await evalOne(fromConstant(def, constant), data), def).toEqual({ status: 'success' });
    }
    const r = await evalOne(fromConstant('.m', { k: 'v' }), data);
    expect(failureMessage(r)).toBe(
      'data does not match profile: for assertion 0, got map[k:v n:[<nil>]], want map[k:v]',
    );
  });

  it('reports the first failing assertion, in order', async () => {
    const r = await evalOne([fromConstant('.a', 1), fromConstant('.b', 'B'), fromConstant('.c', 'C')], {
      a: 1,
      b: 'b',
      c: 'c',
    });
    expect(r).toMatchObject({ status: 'failure', assertion: 1 });
    expect(failureMessage(r)).toBe('data does not match profile: for assertion 1, got b, want B');
  });
});

describe('numbers', () => {
  it('1 and 1.0 are the same float64', async () => {
    expect(await evalOne(fromConstant('.n', 1), JSON.parse('{"n": 1.0}'))).toEqual({ status: 'success' });
    expect(await evalOne(fromConstant('1.0', 1), { a: 1 })).toEqual({ status: 'success' });
    expect(await evalOne(fromProfile('.n'), { n: 1e2 }, JSON.parse('{"n": 100.000}'))).toEqual({
      status: 'success',
    });
  });

  it('a top-level integer from length equals a float64 constant (standardizeNumbers)', async () => {
    expect(await evalOne(fromConstant('.items | length', 2), { items: ['x', 'y'] })).toEqual({
      status: 'success',
    });
  });

  it('a nested computed integer: Minder fails, the playground compares by value (known difference)', async () => {
    // gojq 0.12.11: `[.items|length]` yields []any{int(2)}; reflect.DeepEqual with
    // []any{float64(2)} is false, so Minder reports "got [2], want [2]".
    const r = await evalOne(fromConstant('[.items | length]', [2]), { items: ['x', 'y'] });
    expect(r).toEqual({ status: 'success' });
    expect(JQ_KNOWN_DIFFERENCES.nestedIntegers).toMatch(/got \[2\], want \[2\]/);
  });

  it('a string index is an error here, and a character in Minder (a stated difference)', async () => {
    expect(errorMessage(await evalOne(fromConstant('.a[0]', 't'), { a: 'text' }))).toMatch(
      /^cannot get values from data accessor: /,
    );
  });

  it('float64 numbers print as Go prints them', async () => {
    const r = await evalOne(fromConstant('.n', 1e21), { n: 1e6 });
    expect(failureMessage(r)).toBe('data does not match profile: for assertion 0, got 1e+06, want 1e+21');
  });
});

describe('Go semantics helpers', () => {
  it('formats float64 like fmt %v (checked with go1.19.8)', () => {
    const cases: [number, string][] = [
      [1e6, '1e+06'],
      [1e20, '1e+20'],
      [1e21, '1e+21'],
      [0.0001, '0.0001'],
      [0.00001, '1e-05'],
      [9.999e-5, '9.999e-05'],
      [123456, '123456'],
      [999999, '999999'],
      [1e5, '100000'],
      [1234567, '1.234567e+06'],
      [123456.7, '123456.7'],
      [12345678.9, '1.23456789e+07'],
      [123456789012, '1.23456789012e+11'],
      [-1e6, '-1e+06'],
      [-2.5e-7, '-2.5e-07'],
      [0.1 + 0.2, '0.30000000000000004'],
      [1e300, '1e+300'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [-0, '-0'],
      [0, '0'],
      [1.5, '1.5'],
      [Infinity, '+Inf'],
      [-Infinity, '-Inf'],
      [NaN, 'NaN'],
    ];
    for (const [n, want] of cases) expect(formatGoFloat(n), String(n)).toBe(want);
  });

  it('formats decoded JSON like fmt %v (checked with go1.19.8)', () => {
    expect(formatGoValue(JSON.parse('{"b":1,"a":[1,"x y",null,true,{"z":{}}],"c":""}'))).toBe(
      'map[a:[1 x y <nil> true map[z:map[]]] b:1 c:]',
    );
    expect(formatGoValue(JSON.parse('[[],{},[null]]'))).toBe('[[] map[] [<nil>]]');
    expect(formatGoValue({ k: null })).toBe('map[k:<nil>]');
    expect(formatGoValue(JSON.parse('{"é":1,"Z":2,"a":3,"10":4,"9":5}'))).toBe('map[10:4 9:5 Z:2 a:3 é:1]');
    // Go sorts keys by UTF-8 bytes: U+FFFD before U+1F600, unlike UTF-16 order.
    expect(formatGoValue({ '\u{1F600}': 1, '\uFFFD': 2, z: 3 })).toBe('map[z:3 \uFFFD:2 \u{1F600}:1]');
    expect(formatGoValue(null)).toBe('<nil>');
    expect(formatGoValue('a b')).toBe('a b');
  });

  it('compares like reflect.DeepEqual on decoded JSON', () => {
    expect(goDeepEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(goDeepEqual([1, 2], [2, 1])).toBe(false);
    expect(goDeepEqual({ a: null }, {})).toBe(false);
    expect(goDeepEqual(null, undefined)).toBe(true);
    expect(goDeepEqual([], {})).toBe(false);
    expect(goDeepEqual('1', 1)).toBe(false);
    expect(goDeepEqual(0, -0)).toBe(true);
    expect(goDeepEqual(NaN, NaN)).toBe(false);
  });
});

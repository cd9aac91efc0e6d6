/**
 * Checks and evaluates a Minder profile selector (a CEL expression) in the
 * browser, with the variables Minder declares for each entity type.
 *
 * Parsing and evaluation use @bufbuild/cel. Its type checker (0.6.1) is not
 * exported and only understands constants and identifiers, so the static
 * checks Minder relies on (undeclared variables, undefined fields, operator
 * overloads) are done by the small checker in this file, over the parsed AST.
 */
import { celEnv, isCelError, objectType, parse, plan } from '@bufbuild/cel';
import {
  create,
  fromJson,
  toJson,
  type DescField,
  type DescMessage,
  type JsonValue,
  type Message,
} from '@bufbuild/protobuf';
import { ScalarType } from '@bufbuild/protobuf';
import {
  ENTITY_ENUM_VALUES,
  SelectorArtifactDesc,
  SelectorEntityDesc,
  SelectorPullRequestDesc,
  SelectorRepositoryDesc,
  selectorRegistry,
  type EntityEnumName,
} from './selector-types';

export type SelectorEntityKind = 'repository' | 'artifact' | 'pull_request';
/** A selector's environment: one entity kind, or `generic` for a selector without entity. */
export type SelectorScope = SelectorEntityKind | 'generic';

export const SELECTOR_ENTITY_KINDS: readonly SelectorEntityKind[] = [
  'repository',
  'artifact',
  'pull_request',
];

interface KindInfo {
  desc: DescMessage;
  entityType: EntityEnumName;
}

const KINDS: Record<SelectorEntityKind, KindInfo> = {
  repository: { desc: SelectorRepositoryDesc, entityType: 'ENTITY_REPOSITORIES' },
  artifact: { desc: SelectorArtifactDesc, entityType: 'ENTITY_ARTIFACTS' },
  pull_request: { desc: SelectorPullRequestDesc, entityType: 'ENTITY_PULL_REQUESTS' },
};

/** Starting points for the playground, one per entity kind (proto field names). */
export const SAMPLE_ENTITIES: Record<SelectorEntityKind, Record<string, JsonValue>> = {
  repository: {
    name: 'example-org/payments-api',
    provider: { name: 'github-app-example-org', class: 'github-app' },
    is_fork: false,
    is_private: true,
    properties: {
      'github/primary_language': 'Go',
      'github/repo_owner': 'example-org',
      'github/repo_name': 'payments-api',
      'github/default_branch': 'main',
      is_fork: false,
      is_private: true,
      is_archived: false,
      'github/license': 'apache-2.0',
    },
  },
  artifact: {
    name: 'example-org/payments-api-server',
    provider: { name: 'github-app-example-org', class: 'github-app' },
    type: 'container',
    properties: {
      'github/owner': 'example-org',
      'github/name': 'payments-api-server',
      'github/type': 'container',
      'github/repo': 'payments-api',
    },
  },
  pull_request: {
    name: 'example-org/payments-api/42',
    provider: { name: 'github-app-example-org', class: 'github-app' },
    properties: {
      'github/pull_number': 42,
      'github/pull_author_login': 'octocat',
      'github/pull_url': 'https://github.com/example-org/payments-api/pull/42',
      'github/repo_owner': 'example-org',
      'github/repo_name': 'payments-api',
    },
  },
};

export interface SelectorIssue {
  /** 1-based line. */
  line: number;
  /** 1-based column, as in cel-go's `<input>:line:column` text (Minder's JSON `col` is this minus 1). */
  column: number;
  /** 0-based offset in the expression. */
  offset: number;
  message: string;
}

export type SelectorCheckResult =
  { ok: true; outputType: string } | { ok: false; kind: 'parse' | 'check'; errors: SelectorIssue[] };

export type SelectorEvalResult =
  | { selected: boolean }
  | {
      error: string;
      stage: 'sample' | 'parse' | 'check' | 'eval' | 'result';
      errors?: SelectorIssue[];
      /** Minder reports evaluation errors (such as a missing property key) as "result is unknown". */
      unknown?: boolean;
    };

// ---------------------------------------------------------------------------
// Static types

type CelT =
  | { k: 'dyn' | 'error' | 'bool' | 'int' | 'uint' | 'double' | 'string' | 'bytes' | 'null' }
  | { k: 'timestamp' | 'duration' | 'type' }
  | { k: 'list'; elem: CelT }
  | { k: 'map'; key: CelT; value: CelT }
  | { k: 'message'; desc: DescMessage };

const T = {
  dyn: { k: 'dyn' },
  error: { k: 'error' },
  bool: { k: 'bool' },
  int: { k: 'int' },
  uint: { k: 'uint' },
  double: { k: 'double' },
  string: { k: 'string' },
  bytes: { k: 'bytes' },
  null: { k: 'null' },
  timestamp: { k: 'timestamp' },
  duration: { k: 'duration' },
  type: { k: 'type' },
} as const satisfies Record<string, CelT>;

function typeName(t: CelT): string {
  switch (t.k) {
    case 'list':
      return `list(${typeName(t.elem)})`;
    case 'map':
      return `map(${typeName(t.key)}, ${typeName(t.value)})`;
    case 'message':
      return t.desc.typeName;
    case 'timestamp':
      return 'google.protobuf.Timestamp';
    case 'duration':
      return 'google.protobuf.Duration';
    case 'null':
      return 'null_type';
    default:
      return t.k;
  }
}

function messageType(desc: DescMessage): CelT {
  switch (desc.typeName) {
    case 'google.protobuf.Struct':
      return { k: 'map', key: T.string, value: T.dyn };
    case 'google.protobuf.Value':
      return T.dyn;
    case 'google.protobuf.ListValue':
      return { k: 'list', elem: T.dyn };
    case 'google.protobuf.Timestamp':
      return T.timestamp;
    case 'google.protobuf.Duration':
      return T.duration;
    default:
      return { k: 'message', desc };
  }
}

function scalarType(s: ScalarType): CelT {
  switch (s) {
    case ScalarType.STRING:
      return T.string;
    case ScalarType.BOOL:
      return T.bool;
    case ScalarType.BYTES:
      return T.bytes;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return T.double;
    case ScalarType.UINT32:
    case ScalarType.UINT64:
    case ScalarType.FIXED32:
    case ScalarType.FIXED64:
      return T.uint;
    default:
      return T.int;
  }
}

function fieldType(f: DescField): CelT {
  switch (f.fieldKind) {
    case 'scalar':
      return scalarType(f.scalar);
    case 'enum':
      return T.int;
    case 'message':
      return messageType(f.message);
    case 'list': {
      const elem =
        f.listKind === 'scalar'
          ? scalarType(f.scalar)
          : f.listKind === 'enum'
            ? T.int
            : messageType(f.message);
      return { k: 'list', elem };
    }
    case 'map': {
      const value =
        f.mapKind === 'scalar' ? scalarType(f.scalar) : f.mapKind === 'enum' ? T.int : messageType(f.message);
      return { k: 'map', key: scalarType(f.mapKey), value };
    }
  }
}

const loose = (t: CelT) => t.k === 'dyn' || t.k === 'error';
const isNum = (t: CelT) => t.k === 'int' || t.k === 'uint' || t.k === 'double';

/** Whether values of the two types may be compared with == (cel-go's checker rules, simplified). */
function comparable(a: CelT, b: CelT): boolean {
  if (loose(a) || loose(b)) return true;
  if (a.k === 'null' || b.k === 'null') {
    const other = a.k === 'null' ? b : a;
    return ['null', 'message', 'timestamp', 'duration'].includes(other.k);
  }
  if (a.k !== b.k) return false;
  if (a.k === 'list' && b.k === 'list') return comparable(a.elem, b.elem);
  if (a.k === 'map' && b.k === 'map') return comparable(a.key, b.key) && comparable(a.value, b.value);
  if (a.k === 'message' && b.k === 'message') return a.desc.typeName === b.desc.typeName;
  return true;
}

/** Join of two types: the type if both agree, dyn otherwise. */
function join(a: CelT, b: CelT): CelT {
  if (a.k === 'error') return b;
  if (b.k === 'error') return a;
  return typeName(a) === typeName(b) ? a : T.dyn;
}

// ---------------------------------------------------------------------------
// The checker

type Expr = ReturnType<typeof parse>['expr'];
type SourceInfo = NonNullable<ReturnType<typeof parse>['sourceInfo']>;

interface Scope {
  vars: Map<string, CelT>;
  parent?: Scope;
}

function lookup(scope: Scope | undefined, name: string): CelT | undefined {
  for (let s = scope; s; s = s.parent) {
    const t = s.vars.get(name);
    if (t) return t;
  }
  return undefined;
}

const MEMBER_STRING_FUNCS: Record<string, CelT> = {
  contains: T.bool,
  startsWith: T.bool,
  endsWith: T.bool,
  matches: T.bool,
};

const TIME_GETTERS = new Set([
  'getFullYear',
  'getMonth',
  'getDate',
  'getDayOfMonth',
  'getDayOfWeek',
  'getDayOfYear',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
]);

const CONVERSIONS: Record<string, CelT> = {
  int: T.int,
  uint: T.uint,
  double: T.double,
  string: T.string,
  bytes: T.bytes,
  bool: T.bool,
  dyn: T.dyn,
  type: T.type,
  timestamp: T.timestamp,
  duration: T.duration,
};

class SelectorChecker {
  readonly issues: { id: bigint; message: string }[] = [];

  constructor(private readonly globals: Map<string, CelT>) {}

  private fail(id: bigint, message: string): CelT {
    this.issues.push({ id, message });
    return T.error;
  }

  private noOverload(id: bigint, fn: string, args: CelT[], target?: CelT): CelT {
    const list = args.map(typeName).join(', ');
    const applied = target ? `${typeName(target)}.(${list})` : `(${list})`;
    return this.fail(id, `found no matching overload for '${fn}' applied to '${applied}'`);
  }

  private undeclared(id: bigint, name: string): CelT {
    return this.fail(id, `undeclared reference to '${name}' (in container '')`);
  }

  check(expr: Expr, scope: Scope | undefined): CelT {
    const kind = expr.exprKind;
    switch (kind.case) {
      case 'constExpr':
        switch (kind.value.constantKind.case) {
          case 'boolValue':
            return T.bool;
          case 'int64Value':
            return T.int;
          case 'uint64Value':
            return T.uint;
          case 'doubleValue':
            return T.double;
          case 'stringValue':
            return T.string;
          case 'bytesValue':
            return T.bytes;
          case 'nullValue':
            return T.null;
          default:
            return T.dyn;
        }
      case 'identExpr': {
        const name = kind.value.name;
        const t = lookup(scope, name) ?? this.globals.get(name);
        return t ?? this.undeclared(expr.id, name);
      }
      case 'selectExpr': {
        const qualified = this.enumConstant(expr);
        if (qualified) return T.int;
        const { operand, field, testOnly } = kind.value;
        const ot = operand ? this.check(operand, scope) : T.dyn;
        const result = this.selectField(expr.id, ot, field);
        return testOnly ? (result.k === 'error' ? result : T.bool) : result;
      }
      case 'callExpr':
        return this.checkCall(expr, scope);
      case 'listExpr': {
        let elem: CelT | undefined;
        for (const e of kind.value.elements) {
          const t = this.check(e, scope);
          elem = elem === undefined ? t : join(elem, t);
        }
        return { k: 'list', elem: elem ?? T.dyn };
      }
      case 'structExpr': {
        let key: CelT | undefined;
        let value: CelT | undefined;
        for (const entry of kind.value.entries) {
          if (entry.keyKind.case === 'mapKey') {
            const kt = this.check(entry.keyKind.value, scope);
            key = key === undefined ? kt : join(key, kt);
          }
          if (entry.value) {
            const vt = this.check(entry.value, scope);
            value = value === undefined ? vt : join(value, vt);
          }
        }
        if (kind.value.messageName) {
          const desc = selectorRegistry.getMessage(kind.value.messageName);
          return desc ? messageType(desc) : this.undeclared(expr.id, kind.value.messageName);
        }
        return { k: 'map', key: key ?? T.dyn, value: value ?? T.dyn };
      }
      case 'comprehensionExpr': {
        const c = kind.value;
        const range = c.iterRange ? this.check(c.iterRange, scope) : T.dyn;
        let iterType: CelT = T.dyn;
        let iterType2: CelT = T.dyn;
        if (range.k === 'list') {
          iterType = c.iterVar2 ? T.int : range.elem;
          iterType2 = range.elem;
        } else if (range.k === 'map') {
          iterType = range.key;
          iterType2 = range.value;
        } else if (!loose(range)) {
          return this.fail(
            c.iterRange?.id ?? expr.id,
            `expression of type '${typeName(range)}' cannot be range of a comprehension (must be list, map, or dynamic)`,
          );
        }
        const accuType = c.accuInit ? this.check(c.accuInit, scope) : T.dyn;
        const accuScope: Scope = { vars: new Map([[c.accuVar, accuType]]), parent: scope };
        const loopVars = new Map([[c.iterVar, iterType]]);
        if (c.iterVar2) loopVars.set(c.iterVar2, iterType2);
        const loopScope: Scope = { vars: loopVars, parent: accuScope };
        if (c.loopCondition) this.check(c.loopCondition, loopScope);
        if (c.loopStep) this.check(c.loopStep, loopScope);
        return c.result ? this.check(c.result, accuScope) : T.dyn;
      }
      default:
        return T.dyn;
    }
  }

  /** `minder.v1.Entity.ENTITY_REPOSITORIES` and the like: an enum constant. */
  private enumConstant(expr: Expr): boolean {
    const parts: string[] = [];
    let e: Expr | undefined = expr;
    while (e && e.exprKind.case === 'selectExpr' && !e.exprKind.value.testOnly) {
      parts.unshift(e.exprKind.value.field);
      e = e.exprKind.value.operand;
    }
    if (!e || e.exprKind.case !== 'identExpr' || parts.length < 2) return false;
    if (this.globals.has(e.exprKind.value.name)) return false;
    const full = [e.exprKind.value.name, ...parts];
    const value = full.pop()!;
    const desc = selectorRegistry.getEnum(full.join('.'));
    return !!desc?.values.some((v) => v.name === value);
  }

  private selectField(id: bigint, operand: CelT, field: string): CelT {
    switch (operand.k) {
      case 'dyn':
      case 'error':
        return operand;
      case 'map':
        if (!loose(operand.key) && operand.key.k !== 'string') {
          return this.fail(id, `type '${typeName(operand)}' does not support field selection`);
        }
        return operand.value;
      case 'message': {
        const f = operand.desc.fields.find((x) => x.name === field);
        return f ? fieldType(f) : this.fail(id, `undefined field '${field}'`);
      }
      default:
        return this.fail(id, `type '${typeName(operand)}' does not support field selection`);
    }
  }

  private checkCall(expr: Expr, scope: Scope | undefined): CelT {
    if (expr.exprKind.case !== 'callExpr') return T.dyn;
    const { function: fn, args: argExprs, target: targetExpr } = expr.exprKind.value;
    const target = targetExpr ? this.check(targetExpr, scope) : undefined;
    const args = argExprs.map((a) => this.check(a, scope));
    const id = expr.id;
    const anyError = args.some((a) => a.k === 'error') || target?.k === 'error';
    const [a, b] = args;

    if (target === undefined) {
      switch (fn) {
        case '_&&_':
        case '_||_':
          if (args.some((t) => !loose(t) && t.k !== 'bool')) return this.noOverload(id, fn, args);
          return T.bool;
        case '!_':
        case '@not_strictly_false':
          if (!loose(a) && a.k !== 'bool') return this.noOverload(id, fn, args);
          return T.bool;
        case '-_':
          if (loose(a)) return a;
          if (a.k === 'int' || a.k === 'double' || a.k === 'duration') return a;
          return this.noOverload(id, fn, args);
        case '_==_':
        case '_!=_':
          return comparable(a, b) ? T.bool : this.noOverload(id, fn, args);
        case '_<_':
        case '_<=_':
        case '_>_':
        case '_>=_': {
          if (loose(a) || loose(b) || (isNum(a) && isNum(b))) return T.bool;
          const ok = ['string', 'bytes', 'bool', 'timestamp', 'duration'];
          if (a.k === b.k && ok.includes(a.k)) return T.bool;
          return this.noOverload(id, fn, args);
        }
        case '_+_':
        case '_-_':
        case '_*_':
        case '_/_':
        case '_%_':
          return this.arithmetic(id, fn, a, b);
        case '_[_]':
          if (loose(a)) return a;
          if (a.k === 'list' && (loose(b) || b.k === 'int' || b.k === 'uint')) return a.elem;
          if (a.k === 'map' && comparable(a.key, b)) return a.value;
          return this.noOverload(id, fn, args);
        case '@in':
          if (loose(b)) return T.bool;
          if (b.k === 'list' && comparable(a, b.elem)) return T.bool;
          if (b.k === 'map' && comparable(a, b.key)) return T.bool;
          return this.noOverload(id, fn, args);
        case '_?_:_':
          if (!loose(a) && a.k !== 'bool') return this.noOverload(id, fn, args);
          return join(args[1], args[2]);
        case 'size':
          if (args.length === 1 && (loose(a) || ['string', 'bytes', 'list', 'map'].includes(a.k))) {
            return T.int;
          }
          return this.noOverload(id, fn, args);
        case 'matches':
          if (args.length === 2 && (loose(a) || a.k === 'string') && (loose(b) || b.k === 'string')) {
            return T.bool;
          }
          return this.noOverload(id, fn, args);
      }
      if (fn in CONVERSIONS) return args.length === 1 ? CONVERSIONS[fn] : this.noOverload(id, fn, args);
      return this.undeclared(id, fn);
    }

    // Member calls.
    if (fn in MEMBER_STRING_FUNCS) {
      if (anyError) return T.error;
      const stringy = (t: CelT) => loose(t) || t.k === 'string';
      if (stringy(target) && args.length === 1 && stringy(a)) return MEMBER_STRING_FUNCS[fn];
      return this.noOverload(id, fn, args, target);
    }
    if (fn === 'size') {
      if (loose(target) || ['string', 'bytes', 'list', 'map'].includes(target.k)) return T.int;
      return this.noOverload(id, fn, args, target);
    }
    if (TIME_GETTERS.has(fn)) {
      if (loose(target) || target.k === 'timestamp' || target.k === 'duration') return T.int;
      return this.noOverload(id, fn, args, target);
    }
    return this.undeclared(id, fn);
  }

  private arithmetic(id: bigint, fn: string, a: CelT, b: CelT): CelT {
    if (loose(a) && loose(b)) return T.dyn;
    if (loose(a)) return fn === '_-_' && b.k === 'timestamp' ? T.duration : b;
    if (loose(b)) return a;
    if (fn === '_+_') {
      if (a.k === 'list' && b.k === 'list') return { k: 'list', elem: join(a.elem, b.elem) };
      if (a.k === b.k && ['int', 'uint', 'double', 'string', 'bytes', 'duration'].includes(a.k)) return a;
      if (a.k === 'timestamp' && b.k === 'duration') return a;
      if (a.k === 'duration' && b.k === 'timestamp') return b;
    } else if (fn === '_-_') {
      if (a.k === b.k && ['int', 'uint', 'double', 'duration'].includes(a.k)) return a;
      if (a.k === 'timestamp' && b.k === 'timestamp') return T.duration;
      if (a.k === 'timestamp' && b.k === 'duration') return a;
    } else if (fn === '_%_') {
      if (a.k === b.k && (a.k === 'int' || a.k === 'uint')) return a;
    } else if (a.k === b.k && isNum(a)) {
      return a;
    }
    return this.noOverload(id, fn, [a, b]);
  }
}

// ---------------------------------------------------------------------------
// Environments

function variablesFor(scope: SelectorScope): Record<string, DescMessage> {
  const vars: Record<string, DescMessage> = { entity: SelectorEntityDesc };
  if (scope !== 'generic') vars[scope] = KINDS[scope].desc;
  return vars;
}

function locate(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, Math.max(0, Math.min(offset, source.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

function issueAt(source: string, offset: number, message: string): SelectorIssue {
  return { ...locate(source, offset), offset, message };
}

type Parsed = ReturnType<typeof parse>;

function parseSelector(expression: string): { parsed: Parsed } | { kind: 'parse'; errors: SelectorIssue[] } {
  try {
    return { parsed: parse(expression) };
  } catch (e) {
    const err = e as {
      message?: string;
      rawMessage?: string;
      location?: { start?: { offset?: number } };
    };
    const offset = err.location?.start?.offset ?? 0;
    const message = err.rawMessage ?? err.message ?? String(e);
    return { kind: 'parse', errors: [issueAt(expression, offset, message)] };
  }
}

function runChecker(
  expression: string,
  parsed: Parsed,
  scope: SelectorScope,
): { ok: true; type: CelT } | { ok: false; errors: SelectorIssue[] } {
  const globals = new Map<string, CelT>(
    Object.entries(variablesFor(scope)).map(([name, desc]) => [name, messageType(desc)]),
  );
  const checker = new SelectorChecker(globals);
  const type = checker.check(parsed.expr, undefined);
  if (checker.issues.length === 0) return { ok: true, type };
  const positions: SourceInfo['positions'] = parsed.sourceInfo?.positions ?? {};
  const errors = checker.issues.map(({ id, message }) =>
    issueAt(expression, positions[id.toString()] ?? 0, message),
  );
  errors.sort((x, y) => x.offset - y.offset);
  return { ok: false, errors };
}

/**
 * Parses and type-checks a selector in the environment Minder uses for the
 * entity kind (`generic` for a selector that names no entity).
 */
export function checkSelector(expression: string, scope: SelectorScope): SelectorCheckResult {
  const p = parseSelector(expression);
  if (!('parsed' in p)) return { ok: false, kind: 'parse', errors: p.errors };
  const c = runChecker(expression, p.parsed, scope);
  if (!c.ok) return { ok: false, kind: 'check', errors: c.errors };
  return { ok: true, outputType: typeName(c.type) };
}

/**
 * Reads a sample entity (proto field names or JSON names) as the entity
 * kind's selector message, or explains why it cannot.
 */
export function readSample(
  kind: SelectorEntityKind,
  sample: unknown,
): { message: Message } | { error: string } {
  if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) {
    return { error: `the ${kind} sample must be a JSON object` };
  }
  try {
    return {
      message: fromJson(KINDS[kind].desc, sample as JsonValue, { registry: selectorRegistry }),
    };
  } catch (e) {
    return { error: `invalid ${kind} sample: ${(e as Error).message}` };
  }
}

/**
 * The `entity` variable Minder builds for an entity: its type, its name and
 * provider, and the entity's own message in the oneof.
 */
export function buildSelectorEntity(kind: SelectorEntityKind, own: Message): Message {
  const o = own as Message & { name?: string; provider?: Message };
  return create(SelectorEntityDesc, {
    entityType: ENTITY_ENUM_VALUES[KINDS[kind].entityType],
    name: o.name ?? '',
    provider: o.provider,
    entity: { case: kindToOneof(kind), value: own },
  } as never);
}

function kindToOneof(kind: SelectorEntityKind): string {
  return kind === 'pull_request' ? 'pullRequest' : kind;
}

/** The `entity` variable for a sample, as JSON with proto field names (for display). */
export function selectorEntityJson(kind: SelectorEntityKind, sample: unknown): JsonValue | { error: string } {
  const s = readSample(kind, sample);
  if ('error' in s) return s;
  return toJson(SelectorEntityDesc, buildSelectorEntity(kind, s.message), {
    registry: selectorRegistry,
    useProtoFieldName: true,
  });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (value === null) return 'null';
  if (value instanceof Uint8Array) return `bytes(${value.length})`;
  if (typeof value === 'object' && value !== null && 'value' in value) {
    return String((value as { value: unknown }).value);
  }
  const ctor = (value as object).constructor?.name;
  return ctor && ctor !== 'Object' ? ctor : JSON.stringify(value);
}

/**
 * Evaluates a selector against a sample entity of the given kind, the way
 * Minder's selection does: the expression must be a boolean; false means
 * the entity is not selected. With `generic`, the selector is checked in the
 * environment of a selector that names no entity (only `entity` declared).
 */
export function evaluateSelector(
  expression: string,
  kind: SelectorEntityKind,
  sample: unknown,
  options: { generic?: boolean } = {},
): SelectorEvalResult {
  const s = readSample(kind, sample);
  if ('error' in s) return { error: s.error, stage: 'sample' };

  const scope: SelectorScope = options.generic ? 'generic' : kind;
  const p = parseSelector(expression);
  if (!('parsed' in p)) {
    return { error: `syntax error: ${p.errors[0].message}`, stage: 'parse', errors: p.errors };
  }
  const c = runChecker(expression, p.parsed, scope);
  if (!c.ok) return { error: c.errors.map((e) => e.message).join('; '), stage: 'check', errors: c.errors };

  const decls = variablesFor(scope);
  const env = celEnv({
    registry: selectorRegistry,
    variables: Object.fromEntries(Object.entries(decls).map(([name, desc]) => [name, objectType(desc)])),
  });
  const bindings: Record<string, Message> = { entity: buildSelectorEntity(kind, s.message) };
  // Minder binds the entity's own variable even for a generic selector.
  bindings[kind] = s.message;

  let out: unknown;
  try {
    out = plan(env, p.parsed)(bindings as never);
  } catch (e) {
    out = e instanceof Error ? e : new Error(String(e));
  }
  if (isCelError(out) || out instanceof Error) {
    const cause = (out as Error).message.replace(/^field not found: /, 'no such key: ');
    return { error: `result is unknown: ${cause}`, stage: 'eval', unknown: true };
  }
  if (typeof out !== 'boolean') {
    return { error: `expression did not evaluate to a boolean: ${describe(out)}`, stage: 'result' };
  }
  return { selected: out };
}

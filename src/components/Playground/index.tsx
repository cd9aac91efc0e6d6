import {
  useSyncExternalStore,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  ingestedExample,
  profileExample,
  ruleTypeExample,
  selectorExample,
  settingsExample,
} from './examples';
import type { JqAssertion, JqResult } from './jq';
import type { Editor, Problem, ResourceId } from './workbench';

type Workbench = typeof import('./workbench');
type SelectorWorkbench = typeof import('./selector-workbench');
type SelectorEntityKind = import('./selector').SelectorEntityKind;

/**
 * A module of the playground's code, loaded once, when a part of the page
 * that needs it first comes near the screen; every part gets it then. The
 * editor, the schemas' checks and the CEL parser are most of the page's
 * bytes: a reader who only reads the page does not load them, and the page
 * is up before they run.
 */
function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
      },
      () => {
        loading = null;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** The module, or null until it is loaded; `near` starts loading it. */
  return function useModule(near: boolean): T | null {
    const module = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
    useEffect(() => {
      if (near) start();
    }, [near]);
    return module;
  };
}

const useWorkbench = lazyModule<Workbench>(() => import('./workbench'));
const useSelectorWorkbench = lazyModule<SelectorWorkbench>(() => import('./selector-workbench'));

/** Whether the element has come within a quarter of a screen of the viewport (it stays true). */
function useNear(ref: { current: Element | null }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

type CodeAreaProps = {
  label: string;
  value: string;
  onChange(text: string): void;
  workbench: Workbench | null;
  problems?: Problem[];
  describedBy?: string;
  editorRef?: MutableRefObject<Editor | null>;
  rows: number;
};

/**
 * A code editor once the playground's code has loaded, and until then (or
 * without JavaScript) a text area with the same text.
 */
function CodeArea({
  label,
  value,
  onChange,
  workbench,
  problems,
  describedBy,
  editorRef,
  rows,
}: CodeAreaProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };
  useEffect(() => {
    if (!workbench || !host.current) return undefined;
    const created = workbench.createEditor(host.current, {
      doc: latest.current.value,
      label,
      describedBy,
      onChange: (text) => latest.current.onChange(text),
    });
    editor.current = created;
    if (editorRef) editorRef.current = created;
    return () => {
      created.view.destroy();
      editor.current = null;
      if (editorRef) editorRef.current = null;
    };
  }, [workbench, label, describedBy, editorRef]);
  useEffect(() => {
    editor.current?.mark(problems ?? []);
  }, [problems, workbench]);
  if (workbench) return <div ref={host} className="pg-editor" data-editor={label} />;
  return (
    <textarea
      className="pg-editor pg-editor--plain"
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      rows={rows}
      spellCheck={false}
      readOnly
    />
  );
}

/** What the reader is told while the checks load, or that they need JavaScript. */
function Loading({ what }: { what: string }): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <p className="pg-status" role="status">
      {isBrowser
        ? `Loading ${what}…`
        : `${what[0].toUpperCase()}${what.slice(1)} run in your browser and need JavaScript.`}
    </p>
  );
}

const kindChoices: { value: 'auto' | ResourceId; label: string }[] = [
  { value: 'auto', label: 'As its `type` says' },
  { value: 'ruletype', label: 'Rule type' },
  { value: 'profile', label: 'Profile' },
  { value: 'datasource', label: 'Data source' },
];

const examples = { ruletype: ruleTypeExample, profile: profileExample } as const;

/** The list of a file's problems under its editor; each moves the cursor to its place. */
function Problems({
  id,
  problems,
  resource,
  workbench,
  editorRef,
}: {
  id: string;
  problems: Problem[];
  resource?: ResourceId;
  workbench: Workbench;
  editorRef: MutableRefObject<Editor | null>;
}): ReactNode {
  if (problems.length === 0) {
    return (
      <p id={id} className="pg-result pg-result--pass" role="status">
        No problems: the file matches the {workbench.resources[resource!].label.toLowerCase()} schema.
      </p>
    );
  }
  return (
    <div id={id} role="status">
      <p className="pg-result pg-result--fail">
        {problems.length === 1 ? 'One problem' : `${problems.length} problems`}
        {resource ? ` against the ${workbench.resources[resource].label.toLowerCase()} schema` : ''}:
      </p>
      <ul className="pg-problems">
        {problems.map((problem) => (
          <li key={`${problem.from}:${problem.message}`}>
            <button
              type="button"
              className="pg-problem"
              onClick={() => editorRef.current?.reveal(problem.from)}
            >
              Line {problem.line}, column {problem.column}
            </button>
            : <Inline text={problem.message} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Text with `code` spans, as the checks write their messages. */
function Inline({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

/** A sample's editor under the sentence that says what it holds. */
function LabelledArea({
  children,
  ...area
}: Pick<CodeAreaProps, 'label' | 'value' | 'onChange' | 'workbench'> & { children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <div>
      <p className="pg-label" id={id}>
        {children}
      </p>
      <CodeArea {...area} describedBy={id} rows={10} />
    </div>
  );
}

type JqState = { running: true } | { running: false; result?: JqResult; problem?: string };

/** The jq part: the rule type in the editor, evaluated against a sample of ingested data. */
function JqEvaluation({
  rule,
  waiting,
  workbench,
}: {
  rule: unknown;
  /** Why there is no rule type to evaluate, when there is none. */
  waiting?: string;
  workbench: Workbench | null;
}): ReactNode {
  const [ingested, setIngested] = useState(ingestedExample);
  const [settings, setSettings] = useState(settingsExample);
  const [state, setState] = useState<JqState>({ running: false });
  const evalDef = (rule as { def?: { eval?: { type?: unknown; jq?: unknown } } } | undefined)?.def?.eval;
  const engine = typeof evalDef?.type === 'string' ? evalDef.type : undefined;
  // A result belongs to the rule and samples it was computed from.
  useEffect(() => setState({ running: false }), [rule, ingested, settings]);

  const evaluate = async () => {
    if (!workbench) return;
    setState({ running: true });
    try {
      const data = workbench.readData(ingested, 'Ingested data');
      const def = workbench.readData(settings, 'Rule settings') ?? {};
      if (typeof def !== 'object' || Array.isArray(def))
        throw new Error('Rule settings: must be a mapping of settings');
      const { evaluateJq, loadJq } = await import('./jq');
      const run = await loadJq();
      const assertions = Array.isArray(evalDef?.jq) ? (evalDef.jq as JqAssertion[]) : [];
      setState({
        running: false,
        result: await evaluateJq(assertions, data, def as Record<string, unknown>, run),
      });
    } catch (error) {
      setState({ running: false, problem: (error as Error).message });
    }
  };

  if (waiting)
    return (
      <p className="pg-result pg-result--note" role="status">
        {waiting}
      </p>
    );
  if (engine === 'rego') {
    return (
      <div className="pg-result pg-result--note" role="status">
        <p>
          This rule type evaluates with Rego, which the playground does not run in your browser. Run it on
          your computer with <code>mindev</code>, against a real entity:
        </p>
        <pre className="pg-command">
          <code>mindev ruletype test -r rule-type.yaml -e entity.yaml -p profile.yaml</code>
        </pre>
        <p>
          <Link to="/how-to/mindev">Develop rule types with mindev</Link> describes the three files.
        </p>
      </div>
    );
  }
  if (engine !== 'jq') {
    return (
      <p className="pg-result pg-result--note" role="status">
        This rule type evaluates with <code>{engine}</code>, which runs only in Minder and <code>mindev</code>
        . The playground evaluates jq rules.
      </p>
    );
  }
  return (
    <>
      <div className="pg-columns">
        <LabelledArea label="Ingested data" value={ingested} onChange={setIngested} workbench={workbench}>
          Ingested data (JSON or YAML): what the rule&apos;s ingest returns for one entity
        </LabelledArea>
        <LabelledArea label="Rule settings" value={settings} onChange={setSettings} workbench={workbench}>
          Rule settings (YAML): the rule&apos;s <code>def</code> in the profile
        </LabelledArea>
      </div>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={!workbench || state.running}
          onClick={() => void evaluate()}
        >
          Evaluate
        </button>
      </p>
      <JqOutcome state={state} />
    </>
  );
}

function JqOutcome({ state }: { state: JqState }): ReactNode {
  if (state.running)
    return (
      <p className="pg-status" role="status">
        Evaluating…
      </p>
    );
  if (state.problem)
    return (
      <p className="pg-result pg-result--fail" role="status">
        {state.problem}
      </p>
    );
  const result = state.result;
  if (!result)
    return (
      <p className="pg-status" role="status">
        Not evaluated yet.
      </p>
    );
  if (result.status === 'success')
    return (
      <p className="pg-result pg-result--pass" role="status">
        Pass: every assertion holds for this data.
      </p>
    );
  if (result.status === 'failure')
    return (
      <div className="pg-result pg-result--fail" role="status">
        <p>Fail: assertion {result.assertion} (counted from 0) does not hold. Minder reports:</p>
        <pre className="pg-message">{result.message}</pre>
        <p>
          Got <code>{JSON.stringify(result.got)}</code>, wanted <code>{JSON.stringify(result.want)}</code>.
        </p>
      </div>
    );
  return (
    <div className="pg-result pg-result--error" role="status">
      <p>Error: Minder cannot evaluate the rule and reports it as an error, not a failure:</p>
      <pre className="pg-message">{result.message}</pre>
    </div>
  );
}

/** The selector part: a CEL expression against a sample entity. */
function SelectorTry({ workbench }: { workbench: Workbench | null }): ReactNode {
  const part = useRef<HTMLDivElement>(null);
  const selectors = useSelectorWorkbench(useNear(part) && workbench !== null);
  const [kind, setKind] = useState<SelectorEntityKind>('repository');
  const [anyEntity, setAnyEntity] = useState(false);
  const [expression, setExpression] = useState(selectorExample);
  const [sample, setSample] = useState<string | null>(null);
  const sampleId = useId();
  const expressionHelp = useId();
  const text = sample ?? selectors?.sampleYaml(kind) ?? '';
  const deferredExpression = useDeferredValue(expression);
  const deferredText = useDeferredValue(text);

  const outcome = useMemo(() => {
    if (!selectors || !workbench) return null;
    const check = selectors.checkSelector(deferredExpression, anyEntity ? 'generic' : kind);
    if (!check.ok) return { check };
    let data: unknown;
    try {
      data = workbench.readData(deferredText, 'Sample entity');
    } catch (error) {
      return { problem: (error as Error).message };
    }
    return { evaluation: selectors.evaluateSelector(deferredExpression, kind, data, { generic: anyEntity }) };
  }, [selectors, workbench, deferredExpression, deferredText, kind, anyEntity]);

  return (
    <div ref={part}>
      <div className="pg-controls">
        <label>
          Entity{' '}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as SelectorEntityKind);
              setSample(null);
            }}
          >
            <option value="repository">repository</option>
            <option value="artifact">artifact</option>
            <option value="pull_request">pull_request</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={anyEntity}
            onChange={(event) => setAnyEntity(event.target.checked)}
          />{' '}
          The selector names no entity (only <code>entity</code> is declared)
        </label>
      </div>
      <label className="pg-label" htmlFor={`${sampleId}-expression`}>
        Selector (CEL)
      </label>
      <input
        id={`${sampleId}-expression`}
        className="pg-expression"
        value={expression}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={expressionHelp}
        onChange={(event) => setExpression(event.target.value)}
      />
      <p id={expressionHelp} className="pg-hint">
        The variables are <code>entity</code> and <code>{kind}</code>; properties read as{' '}
        <code>{kind}.properties[&apos;github/repo_owner&apos;]</code>.
      </p>
      <p className="pg-label" id={sampleId}>
        Sample {kind} (YAML or JSON, with the fields of Minder&apos;s selector types)
      </p>
      {selectors ? (
        <CodeArea
          key={kind}
          label={`Sample ${kind}`}
          value={text}
          onChange={setSample}
          workbench={workbench}
          describedBy={sampleId}
          rows={12}
        />
      ) : (
        <Loading what="the selector checks" />
      )}
      {outcome ? <SelectorOutcome outcome={outcome} /> : null}
    </div>
  );
}

type SelectorOutcomeValue =
  | { check: Extract<ReturnType<SelectorWorkbench['checkSelector']>, { ok: false }> }
  | { problem: string }
  | { evaluation: ReturnType<SelectorWorkbench['evaluateSelector']> };

function SelectorOutcome({ outcome }: { outcome: SelectorOutcomeValue }): ReactNode {
  if ('check' in outcome) {
    const { check } = outcome;
    return (
      <div className="pg-result pg-result--fail" role="status">
        <p>{check.kind === 'parse' ? 'The selector does not parse:' : 'The selector does not type-check:'}</p>
        <ul className="pg-problems">
          {check.errors.map((error) => (
            <li key={`${error.offset}:${error.message}`}>
              Line {error.line}, column {error.column}: {error.message}
            </li>
          ))}
        </ul>
        <p>Minder refuses a profile with this selector.</p>
      </div>
    );
  }
  if ('problem' in outcome)
    return (
      <p className="pg-result pg-result--fail" role="status">
        {outcome.problem}
      </p>
    );
  const { evaluation } = outcome;
  if ('selected' in evaluation)
    return evaluation.selected ? (
      <p className="pg-result pg-result--pass" role="status">
        Selected: the profile&apos;s rules apply to this entity.
      </p>
    ) : (
      <p className="pg-result pg-result--note" role="status">
        Not selected: the expression is false, so Minder skips the profile&apos;s rules for this entity.
      </p>
    );
  return (
    <div className="pg-result pg-result--error" role="status">
      <p>{evaluation.unknown ? 'Minder cannot decide for this entity:' : 'Error:'}</p>
      <pre className="pg-message">{evaluation.error}</pre>
    </div>
  );
}

/** The file in the first editor, which the jq part evaluates: shared by the page's parts. */
type FileState = { text: string; choice: 'auto' | ResourceId; version: number };

/** The file as the server renders it, and as each visit starts. */
const initialFileState: FileState = { text: ruleTypeExample, choice: 'auto', version: 0 };
let fileState = initialFileState;
const listeners = new Set<() => void>();
function setFileState(change: Partial<FileState>): void {
  fileState = { ...fileState, ...change };
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared file, its check, and the playground's code once loaded. */
function useFile(near: boolean) {
  const file = useSyncExternalStore(
    subscribe,
    () => fileState,
    () => initialFileState,
  );
  const workbench = useWorkbench(near);
  const deferredText = useDeferredValue(file.text);
  const check = useMemo(
    () => workbench?.checkResource(deferredText, file.choice === 'auto' ? undefined : file.choice) ?? null,
    [workbench, deferredText, file.choice],
  );
  return { file, workbench, check };
}

const fileEditor: MutableRefObject<Editor | null> = { current: null };

/**
 * The playground's first part (/how-to/playground): a rule type, profile or
 * data source, checked against the site's schemas as it is typed. Its file
 * is the one the jq part evaluates. Everything runs in the reader's browser.
 */
export function FileCheck(): ReactNode {
  const part = useRef<HTMLDivElement>(null);
  const { file, workbench, check } = useFile(useNear(part));
  const problemsId = useId();
  const loadExample = (name: keyof typeof examples) =>
    setFileState({ text: examples[name], choice: 'auto', version: fileState.version + 1 });
  return (
    <div className="pg" ref={part}>
      <div className="pg-controls">
        <label>
          Check as{' '}
          <select
            value={file.choice}
            onChange={(event) => setFileState({ choice: event.target.value as FileState['choice'] })}
          >
            {kindChoices.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label.replace(/`/g, '')}
              </option>
            ))}
          </select>
        </label>
        <span className="pg-examples">
          Start from an example:{' '}
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => loadExample('ruletype')}
          >
            Rule type with jq
          </button>{' '}
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => loadExample('profile')}
          >
            Profile with a selector
          </button>
        </span>
      </div>
      <CodeArea
        key={file.version}
        label="Rule type, profile or data source (YAML)"
        value={file.text}
        onChange={(text) => setFileState({ text })}
        workbench={workbench}
        problems={check?.problems}
        describedBy={problemsId}
        editorRef={fileEditor}
        rows={24}
      />
      {workbench && check ? (
        <Problems
          id={problemsId}
          problems={check.problems}
          resource={check.resource}
          workbench={workbench}
          editorRef={fileEditor}
        />
      ) : (
        <Loading what="the schema checks" />
      )}
    </div>
  );
}

/** The playground's second part: the rule type of the first part, evaluated with jq against samples. */
export function JqCheck(): ReactNode {
  const part = useRef<HTMLDivElement>(null);
  const { workbench, check } = useFile(useNear(part));
  if (!workbench || !check)
    return (
      <div className="pg" ref={part}>
        <Loading what="the jq evaluation" />
      </div>
    );
  const rule = check.resource === 'ruletype' && check.problems.length === 0 ? check.value : undefined;
  const waiting =
    check.resource !== 'ruletype'
      ? 'The editor above holds no rule type. Start from the rule type example, or paste a rule type with a jq evaluation.'
      : check.problems.length > 0
        ? 'The rule type above has problems. Once they are fixed, it can be evaluated here.'
        : undefined;
  return (
    <div className="pg">
      <JqEvaluation rule={rule} waiting={waiting} workbench={workbench} />
    </div>
  );
}

/** The playground's third part: a profile selector against a sample entity. */
export function SelectorCheck(): ReactNode {
  const part = useRef<HTMLDivElement>(null);
  const workbench = useWorkbench(useNear(part));
  return (
    <div className="pg" ref={part}>
      <SelectorTry workbench={workbench} />
    </div>
  );
}

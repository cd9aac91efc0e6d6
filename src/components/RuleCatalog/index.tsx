import React, { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import {
  matches,
  noFilters,
  optionsOf,
  parseFilters,
  searchOf,
  selectFilters,
  type CatalogRuleType,
  type FilterState,
} from './filters';

/** How a value reads in a select or a cell; `none` stands for a rule type without it. */
const optionLabels: Record<string, Record<string, string>> = {
  remediation: { none: 'None' },
  phase: { none: 'Not given' },
};

/** A long identifier that may wrap after its underscores and hyphens only, as in the generated tables. */
function Identifier({ name }: { name: string }): ReactNode {
  return (
    <code>
      {name.split(/(?<=[_-])/).map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}

function Names({ names }: { names: string[] }): ReactNode {
  return names.map((name, index) => (
    <React.Fragment key={name}>
      {index > 0 && ', '}
      <Identifier name={name} />
    </React.Fragment>
  ));
}

/** A summary, with its `code spans` (rule page descriptions have them) in code font. */
function Summary({ text }: { text: string }): ReactNode {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** One fact of a rule type, as a label and its value: `null` reads as the word for its absence. */
function Fact({
  label,
  value,
  absent = 'None',
}: {
  label: string;
  value: ReactNode;
  absent?: string;
}): ReactNode {
  return (
    <li>
      <span className="rule-catalog__label">{label}</span> {value ?? absent}
    </li>
  );
}

const code = (value: string | null) => (value === null ? null : <code>{value}</code>);

function Row({ rule, hidden }: { rule: CatalogRuleType; hidden: boolean }): ReactNode {
  return (
    <tr hidden={hidden} data-rule-type={rule.name} data-file={rule.file}>
      <th scope="row">
        <Identifier name={rule.name} />
        <span className="rule-catalog__title">{rule.displayName}</span>
        <span className="rule-catalog__links">
          {rule.page && (
            <>
              <Link to={rule.page}>Reference</Link>
              {' · '}
            </>
          )}
          <a href={rule.fileUrl}>File</a>
        </span>
      </th>
      <td>
        <Summary text={rule.summary} />
        <ul className="rule-catalog__facts">
          <Fact label="Settings" value={rule.settings.length > 0 ? <Names names={rule.settings} /> : null} />
          {rule.params.length > 0 && <Fact label="Parameters" value={<Names names={rule.params} />} />}
        </ul>
      </td>
      <td>
        <ul className="rule-catalog__facts">
          <Fact label="Entity" value={code(rule.entity)} />
          <Fact label="Provider" value={code(rule.provider)} />
          <Fact label="Ingest" value={code(rule.ingest)} />
          <Fact
            label="Engine"
            value={
              <>
                <code>{rule.engine}</code>
                {rule.regoType && (
                  <>
                    {' '}
                    (<code>{rule.regoType}</code>)
                  </>
                )}
              </>
            }
          />
          <Fact label="Remediation" value={code(rule.remediate)} />
          <Fact label="Alert" value={code(rule.alert)} />
          <Fact label="Severity" value={code(rule.severity)} absent="Not given" />
          <Fact label="Release phase" value={code(rule.releasePhase)} absent="Not given" />
        </ul>
      </td>
    </tr>
  );
}

/**
 * The catalog of built-in rule types on /ref/rules: a table of every rule
 * type, drawn on the server with every row, so that it reads without
 * JavaScript; in the browser, filters by entity, provider, engine,
 * remediation, release phase and text, whose state is the page's query
 * string (a filtered view can be shared, and Back undoes nothing but the
 * page). Rows that do not match are hidden, not removed.
 *
 * During hydration the table is the server's, whatever the URL asks: the
 * filters apply once `useIsBrowser` turns true, in the render that follows.
 * Without JavaScript the filters stay disabled.
 */
export default function RuleCatalog({ ruleTypes }: { ruleTypes: CatalogRuleType[] }): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const state: FilterState = isBrowser ? parseFilters(location.search) : noFilters;
  const shown = new Set(ruleTypes.filter((rule) => matches(rule, state)));
  const set = (change: Partial<FilterState>) =>
    history.replace({ ...location, search: searchOf({ ...state, ...change }, location.search) });
  const filtered = Object.values(state).some(Boolean);
  return (
    <div className="rule-catalog">
      <form role="search" aria-label="Filter rule types" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="rule-catalog__filters" disabled={!isBrowser}>
          <legend>Filter the rule types{isBrowser ? '' : ' (needs JavaScript)'}</legend>
          {selectFilters.map((filter) => (
            <label key={filter.key} htmlFor={`${id}-${filter.key}`}>
              {filter.label}
              <select
                id={`${id}-${filter.key}`}
                name={filter.key}
                value={state[filter.key]}
                onChange={(event) => set({ [filter.key]: event.target.value })}
              >
                <option value="">All</option>
                {optionsOf(ruleTypes, filter.key).map(({ value, count }) => (
                  <option key={value} value={value}>
                    {`${optionLabels[filter.key]?.[value] ?? value} (${count})`}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label htmlFor={`${id}-q`}>
            Text
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              placeholder="Name, setting or word"
              value={state.q}
              onChange={(event) => set({ q: event.target.value })}
            />
          </label>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!filtered}
            onClick={() => set(noFilters)}
          >
            Clear filters
          </button>
        </fieldset>
      </form>
      <p role="status" className="rule-catalog__count">
        {filtered
          ? `${shown.size} of ${ruleTypes.length} rule types match.`
          : `${ruleTypes.length} rule types.`}
      </p>
      <table className="rule-catalog__table">
        <thead>
          <tr>
            <th scope="col">Rule type</th>
            <th scope="col">What it checks</th>
            <th scope="col">Facts</th>
          </tr>
        </thead>
        <tbody>
          {ruleTypes.map((rule) => (
            <Row key={rule.file} rule={rule} hidden={!shown.has(rule)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

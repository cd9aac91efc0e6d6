/**
 * The /ref/rules pages (docs/ref/rules/<page>.mdx), one per folder of rules/:
 * the folder's introduction, then each rule type with what it checks, its
 * entity, severity and release phase, its parameters and settings, an example
 * profile that uses it, what it does when it fails, and its definition.
 */
import { stringify } from 'yaml';
import { codeBlock, escapeMdx, frontMatter, identifier, table } from '../mdx';
import { exampleValue, propertyRows } from '../json-schema-rows';
import type { Schema } from '../api/schema';
import type { RuleFile, RulePage, RuleType } from './load';
import { siteUrl } from '../site';

const severityWords: Record<string, string> = {
  VALUE_UNSPECIFIED: 'not set',
  VALUE_UNKNOWN: 'unknown',
  VALUE_INFO: 'info',
  VALUE_LOW: 'low',
  VALUE_MEDIUM: 'medium',
  VALUE_HIGH: 'high',
  VALUE_CRITICAL: 'critical',
};

const phaseWords: Record<string, string> = {
  RULE_TYPE_RELEASE_PHASE_UNSPECIFIED: 'not set',
  RULE_TYPE_RELEASE_PHASE_ALPHA: 'alpha: its definition and results may still change',
  RULE_TYPE_RELEASE_PHASE_BETA: 'beta: mostly settled',
  RULE_TYPE_RELEASE_PHASE_GA: 'generally available',
  RULE_TYPE_RELEASE_PHASE_DEPRECATED: 'deprecated: kept for compatibility and due to be removed',
};

const remediationWords: Record<string, string> = {
  rest: 'a call to the provider’s REST API',
  gh_branch_protection: 'a change to the branch protection settings',
  pull_request: 'a pull request with the fix',
};

const alertWords: Record<string, string> = {
  security_advisory: 'a repository security advisory',
  pull_request_comment: 'a review comment on the pull request',
};

/** The profile a reader can start from: one rule of this type, with its example parameters and settings. */
export function exampleProfile(ruleType: RuleType): Record<string, unknown> {
  const rule: Record<string, unknown> = { type: ruleType.name };
  const params = ruleType.def.param_schema && exampleValue(ruleType.def.param_schema);
  if (params !== undefined) rule.params = params;
  const def = ruleType.def.rule_schema && exampleValue(ruleType.def.rule_schema);
  rule.def = def ?? {};
  return {
    version: 'v1',
    type: 'profile',
    name: `${ruleType.name.replace(/_/g, '-')}-profile`,
    context: { provider: 'github' },
    [ruleType.def.in_entity]: [rule],
  };
}

function propertyTable(schema: Schema | undefined): string {
  return table(
    ['Name', 'Type', 'Default', 'Required', 'Description'],
    propertyRows(schema).map((row) => [
      identifier(row.path),
      identifier(row.type),
      row.default === undefined ? '' : escapeMdx(`\`${JSON.stringify(row.default)}\``, true),
      row.required ? 'yes' : 'no',
      escapeMdx(row.description, true),
    ]),
  );
}

/** Where the site publishes a rule type file (scripts/rules/main.ts writes it under static/). */
export const ruleFile = (ruleType: RuleType) => `rules/${ruleType.name}.yaml`;

/** "ingests, evaluates, remediates and alerts", as far as the definition goes. */
function stages(def: RuleType['def']): string {
  const verbs = [
    'ingests',
    'evaluates',
    ...(def.remediate ? ['remediates'] : []),
    ...(def.alert ? ['alerts'] : []),
  ];
  return `${verbs.slice(0, -1).join(', ')} and ${verbs[verbs.length - 1]}`;
}

function ruleSection({ ruleType, file }: RuleFile): string {
  const { def } = ruleType;
  const severity = severityWords[ruleType.severity?.value ?? 'VALUE_UNSPECIFIED'] ?? 'not set';
  const phase = phaseWords[ruleType.release_phase ?? 'RULE_TYPE_RELEASE_PHASE_UNSPECIFIED'] ?? 'not set';
  const facts = table(
    ['Property', 'Value'],
    [
      ['Entity', identifier(def.in_entity)],
      ['Severity', severity],
      ['Release phase', phase],
      ['Ingestion', `\`${def.ingest.type}\``],
      ['Evaluation', `\`${def.eval.type}\``],
      [
        'Remediation',
        def.remediate
          ? `Yes: ${remediationWords[def.remediate.type] ?? `\`${def.remediate.type}\``} (\`${def.remediate.type}\`)`
          : 'No',
      ],
      [
        'Alert',
        def.alert
          ? `Yes: ${alertWords[def.alert.type] ?? `\`${def.alert.type}\``} (\`${def.alert.type}\`)`
          : 'No',
      ],
    ],
  );
  const params = propertyRows(def.param_schema);
  const settings = propertyRows(def.rule_schema);
  const lines = [
    `## \`${ruleType.name}\` {/* #${ruleType.name} */}`,
    '',
    `**${escapeMdx(ruleType.display_name || ruleType.name)}**`,
    '',
    escapeMdx(ruleType.description.trim()),
    '',
    facts,
    '',
    // The subsections are part of the rule type's search record.
    '<div data-search-merge>',
    '',
    `### Parameters {/* #${ruleType.name}-parameters */}`,
    '',
    params.length > 0
      ? `A profile gives these in the rule's \`params\`, to say what to look at.\n\n${propertyTable(def.param_schema)}`
      : 'This rule type takes no parameters.',
    '',
    `### Settings {/* #${ruleType.name}-settings */}`,
    '',
    settings.length > 0
      ? `A profile gives these in the rule's \`def\`, to say what the entity must satisfy.\n\n${propertyTable(def.rule_schema)}`
      : 'This rule type takes no settings: give it an empty `def`.',
    '',
    `### Example profile {/* #${ruleType.name}-example */}`,
    '',
    `A profile that applies \`${ruleType.name}\` to every ${def.in_entity.replace(/_/g, ' ')} of the project. Apply it with [\`minder profile apply\`](/ref/cli/minder_profile_apply) after the rule type exists in the project.`,
    '',
    // Generated from the settings above: nothing new for the search index.
    '<div data-search-exclude>',
    '',
    codeBlock('yaml', stringify(exampleProfile(ruleType), { lineWidth: 0 })),
    '',
    '</div>',
    '',
    `### When an entity fails {/* #${ruleType.name}-guidance */}`,
    '',
    ...(ruleType.short_failure_message
      ? [`Minder reports: *${escapeMdx(ruleType.short_failure_message)}*`, '']
      : []),
    escapeMdx(ruleType.guidance.trim()),
    '',
    `### Definition {/* #${ruleType.name}-definition */}`,
    '',
    `The rule type file is [\`${ruleType.name}.yaml\`](pathname:///${ruleFile(ruleType)}) (\`${file}\` in the docs repository). Create the rule type in your project with [\`minder ruletype create\`](/ref/cli/minder_ruletype_create):`,
    '',
    codeBlock(
      'bash',
      `curl -fsSLO ${siteUrl}/${ruleFile(ruleType)}\nminder ruletype create -f ${ruleType.name}.yaml`,
    ),
    '',
    '<details data-search-exclude>',
    `<summary>${escapeMdx(`How ${ruleType.name} ${stages(def)}`)}</summary>`,
    '',
    codeBlock(
      'yaml',
      stringify(
        {
          ingest: def.ingest,
          eval: def.eval,
          ...(def.remediate ? { remediate: def.remediate } : {}),
          ...(def.alert ? { alert: def.alert } : {}),
        },
        { lineWidth: 0 },
      ),
    ),
    '',
    '</details>',
    '',
    '</div>',
  ];
  return lines.join('\n');
}

export function rulePage(page: RulePage): string {
  const summary =
    page.ruleTypes.length > 1
      ? [
          '',
          table(
            ['Rule type', 'What it checks', 'Entity'],
            page.ruleTypes.map(({ ruleType }) => [
              `[${identifier(ruleType.name)}](#${ruleType.name})`,
              escapeMdx(ruleType.display_name || ruleType.name, true),
              identifier(ruleType.def.in_entity),
            ]),
          ),
        ]
      : [];
  return [
    // The rule types are the outline; their subsections would make it too long to scan.
    frontMatter({ title: page.title, description: page.description, toc_max_heading_level: 2 }),
    '',
    `{/* Generated by scripts/rules from rules/${page.id}/. Edit those files, not this one. */}`,
    '',
    escapeMdx(page.intro),
    ...summary,
    '',
    ...page.ruleTypes.map((file) => `${ruleSection(file)}\n`),
  ].join('\n');
}

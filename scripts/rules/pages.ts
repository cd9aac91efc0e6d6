/**
 * The /ref/rules pages (generated/ref-rules/<page>.mdx, and the index), one per folder of rules/:
 * the folder's introduction, then each rule type with what it checks, its
 * facts (entity, severity, release phase, engines), its parameters and
 * settings, an example profile that uses it, what to do when it fails, and a
 * link to its file in mindersec/minder-rules-and-profiles.
 */
import { stringify } from 'yaml';
import { codeBlock, escapeMdx, frontMatter, identifier, table } from '../mdx';
import type { RuleFile, RulePage, RuleType } from './load';
import type { CatalogRuleType } from '../../src/components/RuleCatalog/filters';
import { schemaRows } from '../json-schema-rows';
import { propertiesSchema, type Property } from './properties';

/** The repository and commit of the rule type files that the pages document. */
export const rulesRepository = 'mindersec/minder-rules-and-profiles';
export const rulesCommit = '76ddcca7f6d662e9d2b59f846c5d96f193b717de';

/** The address of a rule type's file on GitHub, at the documented commit. */
export const ruleFileUrl = (ruleType: Pick<RuleType, 'file'>) =>
  `https://github.com/${rulesRepository}/blob/${rulesCommit}/${ruleType.file}`;

const code = (value: unknown) =>
  escapeMdx(`\`${typeof value === 'string' ? value : JSON.stringify(value)}\``, true);

const remediationWords: Record<string, string> = {
  rest: 'Minder changes the setting with a call to the GitHub REST API',
  gh_branch_protection: 'Minder updates the protection rule of the branch',
  pull_request: 'Minder opens a pull request with the change',
};

/** The profile a reader can start from: one rule of this type, with the example's settings and parameters. */
export function exampleProfile(ruleType: RuleType): Record<string, unknown> {
  return {
    version: 'v1',
    type: 'profile',
    name: ruleType.name.replace(/_/g, '-'),
    context: { provider: 'github' },
    [ruleType.entity]: [{ type: ruleType.name, ...ruleType.example }],
  };
}

function propertyTable(properties: Property[]): string {
  return table(
    ['Name', 'Type', 'Required', 'Default', 'Allowed values', 'Description'],
    schemaRows(propertiesSchema(properties)).map(({ path, type, required, schema }) => [
      identifier(path),
      identifier(type),
      required ? 'yes' : 'no',
      schema.default === undefined ? '' : code(schema.default),
      ((schema.enum as unknown[] | undefined) ?? []).map(code).join(', '),
      escapeMdx(String(schema.description ?? '').trim(), true),
    ]),
  );
}

function factsTable(ruleType: RuleType): string {
  const { eval: evaluation } = ruleType;
  return table(
    ['Property', 'Value'],
    [
      ['Entity', identifier(ruleType.entity)],
      ['Severity', code(ruleType.severity)],
      ['Release phase', code(ruleType.release_phase)],
      ['Ingestion', code(ruleType.ingest)],
      [
        'Evaluation',
        evaluation.rego_type
          ? `${code(evaluation.engine)}, ${code(evaluation.rego_type)}`
          : code(evaluation.engine),
      ],
      [
        'Remediation',
        ruleType.remediate
          ? `${code(ruleType.remediate)}: ${remediationWords[ruleType.remediate] ?? 'see the rule type file'}`
          : 'None',
      ],
      ['Alert', ruleType.alert ? code(ruleType.alert) : 'None'],
      ['Failure message', escapeMdx(ruleType.short_failure_message, true)],
      ['Rule type file', `[${code(ruleType.file)}](${ruleFileUrl(ruleType)})`],
    ],
  );
}

function ruleSection({ ruleType }: RuleFile): string {
  const { name } = ruleType;
  const lines = [
    `## \`${name}\` {/* #${name} */}`,
    '',
    `**${escapeMdx(ruleType.display_name)}**`,
    '',
    escapeMdx(ruleType.description.trim()),
    '',
    factsTable(ruleType),
    '',
    // The subsections are part of the rule type's search record.
    '<div data-search-merge>',
    '',
    `### Parameters {/* #${name}-parameters */}`,
    '',
    ruleType.params.length > 0
      ? `A profile gives these in the rule's \`params\`, to say what to look at.\n\n${propertyTable(ruleType.params)}`
      : 'This rule type takes no parameters.',
    '',
    `### Settings {/* #${name}-settings */}`,
    '',
    ruleType.settings.length > 0
      ? `A profile gives these in the rule's \`def\`, to say what the entity must satisfy.\n\n${propertyTable(ruleType.settings)}`
      : 'This rule type has no settings: give it an empty `def`.',
    '',
    `### Example profile {/* #${name}-example */}`,
    '',
    `A profile that applies \`${name}\` to every ${ruleType.entity.replace(/_/g, ' ')} of the project. Apply it with [\`minder profile apply\`](/ref/cli/minder_profile_apply) after the rule type exists in the project.`,
    '',
    // Built from the tables above: nothing new for the search index.
    '<div data-search-exclude>',
    '',
    codeBlock('yaml', stringify(exampleProfile(ruleType), { lineWidth: 0 })),
    '',
    '</div>',
    '',
    `### When an entity fails {/* #${name}-guidance */}`,
    '',
    escapeMdx(ruleType.guidance.trim()),
    '',
    `### Rule type file {/* #${name}-definition */}`,
    '',
    `Minder's definition of \`${name}\` is [\`${ruleType.file}\`](${ruleFileUrl(ruleType)}) in [${rulesRepository}](https://github.com/${rulesRepository}), shown at the commit that this page documents. To create the rule type in your project, run [\`minder ruletype create\`](/ref/cli/minder_ruletype_create) from a clone of that repository:`,
    '',
    codeBlock('bash', `minder ruletype create -f ${ruleType.file}`),
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
            ['Rule type', 'What it checks', 'Severity', 'Remediation'],
            page.ruleTypes.map(({ ruleType }) => [
              `[${identifier(ruleType.name)}](#${ruleType.name})`,
              escapeMdx(ruleType.display_name, true),
              code(ruleType.severity),
              ruleType.remediate ? code(ruleType.remediate) : 'None',
            ]),
          ),
        ]
      : [];
  return [
    // The rule types are the outline; their subsections would make it too long to scan.
    frontMatter({ title: page.title, description: page.description, toc_max_heading_level: 2 }),
    '',
    escapeMdx(page.intro),
    ...summary,
    '',
    ...page.ruleTypes.map((file) => `${ruleSection(file)}\n`),
  ].join('\n');
}

/**
 * The index of /ref/rules: the pages of the reference, then the catalog of
 * every built-in rule type (src/components/RuleCatalog), whose rows the page
 * carries as an export.
 */
export function rulesIndexPage(pages: RulePage[], rows: CatalogRuleType[]): string {
  const documented = pages.reduce((sum, page) => sum + page.ruleTypes.length, 0);
  const inFolder = (folder: string) => rows.filter((row) => row.file.startsWith(folder)).length;
  const baseline = inFolder('security-baseline/rule-types/');
  const repository = `[${rulesRepository}](https://github.com/${rulesRepository}/tree/${rulesCommit})`;
  return [
    frontMatter({
      title: 'Rule reference',
      description: `Every built-in rule type of Minder, ${rows.length} in all, in one table that you filter by entity, provider, engine, remediation, release phase and text; ${documented} of them documented in depth.`,
      sidebar_label: 'All rule types',
      slug: '/',
      sidebar_position: 0,
    }),
    '',
    "import RuleCatalog from '@site/src/components/RuleCatalog';",
    '',
    `export const ruleTypes = ${JSON.stringify(rows)};`,
    '',
    `Minder's built-in rule types are the files of ${repository}, at commit \`${rulesCommit.slice(0, 7)}\`: ${inFolder('rule-types/')} under \`rule-types/\`, and ${baseline} under \`security-baseline/rule-types/\`, whose names are those of the OSPS Security Baseline controls they check (\`osps-ac-03-01\` checks control OSPS-AC-03.01). To use one, create it in your project from a clone of that repository with [\`minder ruletype create\`](/ref/cli/minder_ruletype_create), then name it in a profile.`,
    '',
    `The pages of this reference document ${documented} of them in depth, with every setting and parameter, an example profile and what to do when an entity fails:`,
    '',
    ...pages.map(
      (page) => `- [${escapeMdx(page.title)}](/ref/rules/${page.id}): ${escapeMdx(page.description)}`,
    ),
    '',
    `## Catalog {/* #catalog */}`,
    '',
    `Every rule type, by name and display name, with what it checks, the entity it applies to, the provider folder that the repository files it under (\`common\` for those that name no provider), how Minder ingests and evaluates it, whether it can remediate and alert, its severity and release phase, and its settings. **Reference** leads to its section on the pages above, **File** to its file at that commit.`,
    '',
    '<RuleCatalog ruleTypes={ruleTypes} />',
    '',
  ].join('\n');
}

/**
 * `npm run generate`: every generated page and file, from the sources of truth.
 * Everything goes to generated/ (scripts/generated.ts), emptied first.
 * - cli/minder.yaml: /ref/cli/* (scripts/cli)
 * - api/ (the contract): /openapi.json and .yaml, /ref/proto, /ref/api (scripts/api)
 * - the contract again: /schemas/*.json and /ref/schema (scripts/schemas)
 * - the resource schemas again: the rule playground's compiled checks (scripts/playground)
 * - rules/: /ref/rules/* (scripts/rules), checked against rules/schema.json
 * A problem in a source stops with the file, the line and what is wrong.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from './api/load';
import { generateApi, outputs } from './api/main';
import { generateCli } from './cli/main';
import { generatePlaygroundValidators } from './playground/validators';
import { generatedDir, generatedPaths } from './generated';
import { generateRules } from './rules/main';
import { generateCrawlerConfig } from './search/crawler-config';
import { generateSchemas, schemaOutputs } from './schemas/main';
import { SourceError } from './yaml-source';

export type GenerateReport = {
  lines: string[];
  /** Milliseconds per step; the API step in its two parts, the contract and the /ref/api pages. */
  milliseconds: { cli: number; contract: number; apiPages: number; schemas: number; rules: number };
};

export async function generateAll(root = process.cwd()): Promise<GenerateReport> {
  const lines: string[] = [];
  rmSync(join(root, generatedDir), { recursive: true, force: true });
  const timed = <T>(step: () => T): [T, number] => {
    const started = performance.now();
    const result = step();
    return [result, performance.now() - started];
  };
  const [commands, cli] = timed(() => generateCli(root));
  const absent = commands.filter((command) => command.absent).length;
  lines.push(
    `[cli] ${commands.length - absent} commands and ${absent} page for a command the client does not have: wrote ${generatedPaths.cliReference}/ (${Math.round(cli)} ms)`,
  );
  const api = await generateApi(root);
  lines.push(
    `[api] ${api.operations} operations: wrote ${Object.values(outputs).join(', ')}` +
      ` (contract ${Math.round(api.contractMilliseconds)} ms, /ref/api pages ${Math.round(api.pagesMilliseconds)} ms)`,
  );
  const [schemas, schemaTime] = timed(() => generateSchemas(root, api.model));
  lines.push(
    `[schemas] ${schemas.size} resource schemas: wrote ${schemaOutputs.schemas}, ${schemaOutputs.partials} (${Math.round(schemaTime)} ms)`,
  );
  lines.push(
    `[playground] wrote ${generatePlaygroundValidators(root, schemas)}, the schema checks of /how-to/playground`,
  );
  const [pages, rules] = timed(() => generateRules(root));
  const ruleTypes = pages.reduce((count, page) => count + page.ruleTypes.length, 0);
  lines.push(
    `[rules] ${ruleTypes} rule types on ${pages.length} pages: wrote ${generatedPaths.rulesReference}/ (${Math.round(rules)} ms)`,
  );
  generateCrawlerConfig(root);
  lines.push(`[search] wrote ${generatedPaths.crawlerConfig}, the Algolia Crawler configuration`);
  return {
    lines,
    milliseconds: {
      cli,
      contract: api.contractMilliseconds,
      apiPages: api.pagesMilliseconds,
      schemas: schemaTime,
      rules,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generateAll().then(
    (report) => {
      for (const line of report.lines) console.log(line);
    },
    (error: unknown) => {
      if (error instanceof ApiError || error instanceof SourceError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    },
  );
}

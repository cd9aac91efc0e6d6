/**
 * Where the generators write. Everything they produce goes under one folder,
 * `generated/`, which .gitignore leaves out as a whole; `npm run generate`
 * empties it first, so a file no generator writes any more cannot linger.
 * docusaurus.config.ts reads these paths, and nothing else of the generators.
 */
export const generatedDir = 'generated';

export const generatedPaths = {
  /** Served at the site's root beside static/ (`staticDirectories`). */
  static: `${generatedDir}/static`,
  openApiJson: `${generatedDir}/static/openapi.json`,
  openApiYaml: `${generatedDir}/static/openapi.yaml`,
  /** The resource schemas, served at /schemas/<id>.json. */
  schemas: `${generatedDir}/static/schemas`,
  /** The docs folder of the `api` docs instance (/ref/api). */
  restReference: `${generatedDir}/ref-api`,
  /** The docs folder of the `rules` docs instance (/ref/rules). */
  rulesReference: `${generatedDir}/ref-rules`,
  /** The docs folder of the `cli` docs instance (/ref/cli). */
  cliReference: `${generatedDir}/ref-cli`,
  /** Generated parts of hand-written pages, which import them (docs/ref/schema.mdx, docs/ref/proto.mdx). */
  schemaPartials: `${generatedDir}/partials/schema`,
  protoPartial: `${generatedDir}/partials/proto.md`,
  /** The rule playground's schema checks, compiled (scripts/playground/validators.ts). */
  playgroundValidators: `${generatedDir}/playground/validators.js`,
  /** The Algolia Crawler configuration of hosted search (README.md, "Search"). */
  crawlerConfig: `${generatedDir}/search/crawler-config.js`,
} as const;

/** Where the `api` docs instance serves its pages (its routeBasePath). */
export const restReferenceRoute = '/ref/api';
/** Where the `rules` docs instance serves its pages. */
export const rulesReferenceRoute = '/ref/rules';
/** Where the `cli` docs instance serves its pages. */
export const cliReferenceRoute = '/ref/cli';

/**
 * The files the playground starts from, written for this site: a rule type
 * that reads a GitHub repository through the REST API and checks it with jq,
 * a profile that uses it with a selector, and what the REST call could
 * return for one repository.
 */

export const ruleTypeExample = `version: v1
type: rule-type
name: merge_settings
display_name: Merge settings match the profile
short_failure_message: The repository merges pull requests differently from the profile
severity:
  value: low
context:
  provider: github
description: |
  Checks how a GitHub repository merges pull requests: whether it allows
  squash merges, whether it deletes head branches after a merge, and that
  it is not archived.
guidance: |
  In the repository's settings on GitHub, under "Pull Requests", set the
  merge options that the profile asks for.
def:
  in_entity: repository
  rule_schema:
    type: object
    properties:
      allow_squash_merge:
        type: boolean
      delete_branch_on_merge:
        type: boolean
    required:
      - allow_squash_merge
      - delete_branch_on_merge
  ingest:
    type: rest
    rest:
      endpoint: "/repos/{{.Entity.Owner}}/{{.Entity.Name}}"
      parse: json
  eval:
    type: jq
    jq:
      - ingested:
          def: ".allow_squash_merge"
        profile:
          def: ".allow_squash_merge"
      - ingested:
          def: ".delete_branch_on_merge"
        profile:
          def: ".delete_branch_on_merge"
      - ingested:
          def: ".archived"
        constant: false
`;

export const profileExample = `version: v1
type: profile
name: merge-hygiene
display_name: Merge hygiene of private Go services
context:
  provider: github-app-example-org
selection:
  - entity: repository
    selector: repository.is_private && repository.properties['github/primary_language'] == 'Go'
    description: Only private repositories written in Go
repository:
  - type: merge_settings
    def:
      allow_squash_merge: true
      delete_branch_on_merge: true
`;

/** Part of what GET /repos/{owner}/{repo} returns, as the rule type's REST ingest would receive it. */
export const ingestedExample = `{
  "name": "payments-api",
  "full_name": "example-org/payments-api",
  "private": true,
  "archived": false,
  "default_branch": "main",
  "allow_squash_merge": true,
  "allow_merge_commit": false,
  "delete_branch_on_merge": false
}
`;

/** The rule's \`def\` in the example profile. */
export const settingsExample = `allow_squash_merge: true
delete_branch_on_merge: true
`;

/** The example profile's selector. */
export const selectorExample =
  "repository.is_private && repository.properties['github/primary_language'] == 'Go'";

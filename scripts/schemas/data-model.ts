/**
 * The data model diagram of /ref/schema: the API's main entities, each drawn
 * from a contract message with some of its fields, and how they relate. The
 * fields and their types are read from the contract, so the diagram cannot
 * name a field that does not exist.
 */
import { ScalarType, type DescField } from '@bufbuild/protobuf';
import type { ApiModel } from '../api/model';

type Entity = {
  /** The name drawn in the diagram. */
  name: string;
  message: string;
  /** Proto field names; `PK` marks the key, `FK` a reference to another entity. */
  fields: string[];
};

export const entities: Entity[] = [
  { name: 'PROJECT', message: 'minder.v1.Project', fields: ['project_id PK', 'name'] },
  { name: 'PROVIDER', message: 'minder.v1.Provider', fields: ['id PK', 'name', 'class'] },
  { name: 'REPOSITORY', message: 'minder.v1.Repository', fields: ['id PK', 'owner', 'name'] },
  { name: 'ARTIFACT', message: 'minder.v1.Artifact', fields: ['artifact_pk PK', 'name', 'type'] },
  { name: 'ENTITY_INSTANCE', message: 'minder.v1.EntityInstance', fields: ['id PK', 'name', 'type'] },
  { name: 'RULE_TYPE', message: 'minder.v1.RuleType', fields: ['id PK', 'name', 'severity'] },
  { name: 'PROFILE', message: 'minder.v1.Profile', fields: ['id PK', 'name', 'remediate', 'alert'] },
  { name: 'DATA_SOURCE', message: 'minder.v1.DataSource', fields: ['id PK', 'name'] },
  {
    name: 'EVALUATION',
    message: 'minder.v1.RuleEvaluationStatus',
    fields: ['rule_evaluation_id PK', 'status'],
  },
  { name: 'ALERT', message: 'minder.v1.EvalResultAlert', fields: ['status', 'url'] },
  { name: 'REMEDIATION', message: 'minder.v1.EvaluationHistoryRemediation', fields: ['status', 'details'] },
  { name: 'ROLE', message: 'minder.v1.Role', fields: ['name PK', 'display_name'] },
  {
    name: 'ROLE_ASSIGNMENT',
    message: 'minder.v1.RoleAssignment',
    fields: ['role FK', 'subject FK', 'project FK'],
  },
  {
    name: 'INVITATION',
    message: 'minder.v1.Invitation',
    fields: ['code PK', 'email', 'role FK', 'expires_at'],
  },
  { name: 'USER', message: 'minder.v1.UserRecord', fields: ['id PK', 'identity_subject'] },
];

type Relation = [from: string, cardinality: string, to: string, label: string];

/**
 * Three diagrams, so that each stays readable at the width of a page: what
 * Minder watches, how it checks it, and who may act on a project.
 */
export const diagrams: { id: string; relations: Relation[] }[] = [
  {
    id: 'entities',
    relations: [
      ['PROJECT', '||--o{', 'PROJECT', 'is parent of'],
      ['PROJECT', '||--o{', 'PROVIDER', 'enrolls'],
      ['PROVIDER', '||--o{', 'REPOSITORY', 'registers'],
      ['REPOSITORY', '||--o{', 'ARTIFACT', 'publishes'],
      ['PROVIDER', '||--o{', 'ENTITY_INSTANCE', 'supplies'],
    ],
  },
  {
    id: 'rules',
    relations: [
      ['PROFILE', '}o--|{', 'RULE_TYPE', 'sets rules of'],
      ['RULE_TYPE', '}o--o{', 'DATA_SOURCE', 'queries'],
      ['PROFILE', '||--o{', 'EVALUATION', 'is evaluated in'],
      ['ENTITY_INSTANCE', '||--o{', 'EVALUATION', 'is checked in'],
      ['EVALUATION', '||--o|', 'ALERT', 'raises'],
      ['EVALUATION', '||--o|', 'REMEDIATION', 'triggers'],
    ],
  },
  {
    id: 'access',
    relations: [
      ['USER', '||--o{', 'ROLE_ASSIGNMENT', 'holds'],
      ['ROLE', '||--o{', 'ROLE_ASSIGNMENT', 'is given in'],
      ['PROJECT', '||--o{', 'ROLE_ASSIGNMENT', 'grants'],
      ['ROLE', '||--o{', 'INVITATION', 'is offered in'],
      ['PROJECT', '||--o{', 'INVITATION', 'sends'],
    ],
  },
];

/** A word for the type of a field, as the diagram shows it. */
function typeWord(field: DescField): string {
  const base = field.message
    ? field.message.name
    : field.enum
      ? field.enum.name
      : ScalarType[field.scalar!]!.toLowerCase();
  if (field.fieldKind === 'list') return `${base}_list`;
  if (field.fieldKind === 'map') return `${base}_map`;
  return base;
}

/** The Mermaid source of each diagram, by id; throws when an entity names a message or field the contract lacks. */
export function dataModelDiagrams(model: ApiModel): Map<string, string> {
  const problems: string[] = [];
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const drawn = new Set<string>();
  const result = new Map<string, string>();
  for (const diagram of diagrams) {
    const lines = ['erDiagram'];
    const names: string[] = [];
    for (const [from, cardinality, to, label] of diagram.relations) {
      for (const name of [from, to]) {
        if (!byName.has(name))
          problems.push(`a relation of ${diagram.id} names ${name}, which is not an entity`);
        else if (!names.includes(name)) names.push(name);
      }
      lines.push(`  ${from} ${cardinality} ${to} : "${label}"`);
    }
    for (const entity of names.map((name) => byName.get(name)!)) {
      drawn.add(entity.name);
      const message = model.messages.find((candidate) => candidate.typeName === entity.message);
      if (!message) {
        problems.push(`${entity.name}: the contract has no message ${entity.message}`);
        continue;
      }
      lines.push(`  ${entity.name} {`);
      for (const spec of entity.fields) {
        const [name, key] = spec.split(' ');
        const field = message.fields.find((candidate) => candidate.name === name);
        if (!field) {
          problems.push(`${entity.name}: ${entity.message} has no field ${name}`);
          continue;
        }
        lines.push(`    ${typeWord(field)} ${name}${key ? ` ${key}` : ''}`);
      }
      lines.push('  }');
    }
    result.set(diagram.id, lines.join('\n'));
  }
  for (const entity of entities)
    if (!drawn.has(entity.name)) problems.push(`${entity.name} is in no diagram`);
  if (problems.length > 0) throw new Error(`scripts/schemas/data-model.ts: ${problems.join('; ')}`);
  return result;
}

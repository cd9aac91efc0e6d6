/**
 * A reader-friendly view of the compiled contract, shared by every output: the
 * services with their HTTP bindings, and the options of each field and message.
 * Checks what buf cannot: every call has an HTTP binding, every path variable
 * names a field, every body names a field.
 */
import {
  getOption,
  hasOption,
  type DescExtension,
  type DescEnum,
  type DescField,
  type DescMessage,
  type DescMethod,
  type DescService,
} from '@bufbuild/protobuf';
import { ApiError, type LoadedApi } from './load';
import { indexSource, type SourcePlace } from './source';

export type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One path variable of a binding: `{context.project_id}` or `{name=**}`. */
export type PathVariable = { fields: DescField[]; pattern: string };

export type Binding = {
  verb: Verb;
  /** The path template as written in the proto. */
  template: string;
  variables: PathVariable[];
  /** '' (no body), '*' (the whole request) or the field that is the body. */
  body: '' | '*' | DescField;
};

export type Call = { service: DescService; method: DescMethod; bindings: Binding[] };

export type FieldRules = {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  allowedValues: string[];
  defaultValue?: unknown;
  example?: unknown;
};

export type MessageRules = { atLeastOneOf: string[][]; notTogether: string[][]; requiredPaths: string[] };

export type ApiModel = {
  services: DescService[];
  calls: Call[];
  /** Messages and enums declared in the contract files, in file and declaration order. */
  messages: DescMessage[];
  enums: DescEnum[];
  place(element: { proto: object }): SourcePlace;
  comment(element: { proto: object }): string;
  required(field: DescField): boolean;
  outputOnly(field: DescField): boolean;
  fieldRules(field: DescField): FieldRules;
  messageRules(message: DescMessage): MessageRules;
};

const REQUIRED = 2;
const OUTPUT_ONLY = 3;

type DynamicRule = {
  pattern: { case: string | undefined; value?: unknown };
  body: string;
  additionalBindings: DynamicRule[];
};

/** Reads an option by its extension, or undefined when the element does not set it. */
function option<T>(element: unknown, extension: DescExtension): T | undefined {
  // The extensions come from the registry at run time, so their types are not known statically.
  const target = element as Parameters<typeof hasOption>[0];
  const ext = extension as Parameters<typeof hasOption>[1];
  return hasOption(target, ext) ? (getOption(target, ext) as T) : undefined;
}

function parseJson(text: string, where: SourcePlace, what: string, problems: string[]): unknown {
  try {
    return JSON.parse(text);
  } catch {
    problems.push(`${where.file}:${where.line}:${where.column}: ${what} is not valid JSON: ${text}`);
    return undefined;
  }
}

/** Splits a path template into its variables: `{name}` or `{name=pattern}`. */
export function templateVariables(template: string): { path: string; pattern: string }[] {
  return [...template.matchAll(/\{([^}=]+)(?:=([^}]*))?\}/g)].map((match) => ({
    path: match[1]!,
    pattern: match[2] ?? '*',
  }));
}

export function buildModel(api: LoadedApi): ApiModel {
  const { registry } = api;
  const places = new Map<object, SourcePlace>();
  for (const file of api.files) {
    for (const [element, place] of indexSource(file, `${api.sourcePrefix}/${file.name}`))
      places.set(element, place);
  }
  const place = (element: { proto: object }): SourcePlace =>
    places.get(element.proto) ?? { file: '(unknown file)', line: 0, column: 0, comment: '' };
  const at = (element: { proto: object }) => {
    const where = place(element);
    return `${where.file}:${where.line}:${where.column}`;
  };

  const extension = (name: string) => {
    const found = registry.getExtension(name);
    if (!found) throw new ApiError([`the contract does not define or import the option ${name}`]);
    return found;
  };
  const httpRule = extension('google.api.http');
  const fieldBehavior = extension('google.api.field_behavior');
  const fieldRulesOption = extension('minder.v1.field_rules');
  const messageRulesOption = extension('minder.v1.message_rules');

  const problems: string[] = [];
  const services: DescService[] = [];
  const messages: DescMessage[] = [];
  const enums: DescEnum[] = [];
  const collect = (message: DescMessage) => {
    messages.push(message);
    enums.push(...message.nestedEnums);
    message.nestedMessages.filter((nested) => !nested.proto.options?.mapEntry).forEach(collect);
  };
  for (const file of api.files) {
    const desc = registry.getFile(file.name)!;
    services.push(...desc.services);
    enums.push(...desc.enums);
    desc.messages.forEach(collect);
  }

  const behaviours = (field: DescField): number[] => option<number[]>(field, fieldBehavior) ?? [];

  const fieldRulesCache = new Map<DescField, FieldRules>();
  const fieldRules = (field: DescField): FieldRules => {
    const cached = fieldRulesCache.get(field);
    if (cached) return cached;
    const rules: FieldRules = { allowedValues: [] };
    const value = option<{
      pattern: string;
      minLength?: number;
      maxLength?: number;
      minItems?: number;
      allowedValues: string[];
      defaultJson: string;
      exampleJson: string;
    }>(field, fieldRulesOption);
    if (value) {
      const where = place(field);
      if (value.pattern) {
        try {
          new RegExp(value.pattern, 'u');
          rules.pattern = value.pattern;
        } catch (error) {
          problems.push(
            `${at(field)}: pattern of ${field.name} is not a valid regular expression: ${(error as Error).message}`,
          );
        }
      }
      if (value.minLength !== undefined) rules.minLength = value.minLength;
      if (value.maxLength !== undefined) rules.maxLength = value.maxLength;
      if (value.minItems !== undefined) rules.minItems = value.minItems;
      rules.allowedValues = [...value.allowedValues];
      if (value.defaultJson)
        rules.defaultValue = parseJson(value.defaultJson, where, `default_json of ${field.name}`, problems);
      if (value.exampleJson)
        rules.example = parseJson(value.exampleJson, where, `example_json of ${field.name}`, problems);
    }
    fieldRulesCache.set(field, rules);
    return rules;
  };

  const messageRules = (message: DescMessage): MessageRules => {
    const value = option<{
      atLeastOneOf: { fields: string[] }[];
      notTogether: { fields: string[] }[];
      requiredPaths: string[];
    }>(message, messageRulesOption);
    if (!value) return { atLeastOneOf: [], notTogether: [], requiredPaths: [] };
    const groups = (list: { fields: string[] }[], option: string) =>
      list.map((group) => {
        for (const name of group.fields) {
          if (!message.fields.some((field) => field.name === name)) {
            problems.push(
              `${at(message)}: ${option} of ${message.name} names ${name}, which is not one of its fields`,
            );
          }
        }
        return [...group.fields];
      });
    for (const path of value.requiredPaths) {
      if (!resolveFrom(message, path))
        problems.push(
          `${at(message)}: required_paths of ${message.name} names ${path}, which is not a field path of it`,
        );
    }
    return {
      atLeastOneOf: groups(value.atLeastOneOf, 'at_least_one_of'),
      notTogether: groups(value.notTogether, 'not_together'),
      requiredPaths: [...value.requiredPaths],
    };
  };

  const resolveFrom = (root: DescMessage, path: string): DescField[] | undefined => {
    const fields: DescField[] = [];
    let message: DescMessage | undefined = root;
    for (const part of path.split('.')) {
      const field: DescField | undefined = message?.fields.find((candidate) => candidate.name === part);
      if (!field) return undefined;
      fields.push(field);
      message = field.fieldKind === 'message' ? field.message : undefined;
    }
    return fields;
  };

  const calls: Call[] = [];
  for (const service of services) {
    for (const method of service.methods) {
      const rule = option<DynamicRule>(method, httpRule);
      if (!rule) {
        problems.push(`${at(method)}: rpc ${service.name}.${method.name} has no google.api.http binding`);
        continue;
      }
      const bindings: Binding[] = [];
      for (const binding of [rule, ...rule.additionalBindings]) {
        const verb = binding.pattern.case;
        if (verb !== 'get' && verb !== 'post' && verb !== 'put' && verb !== 'patch' && verb !== 'delete') {
          problems.push(
            `${at(method)}: rpc ${service.name}.${method.name} has an HTTP binding without get, post, put, patch or delete`,
          );
          continue;
        }
        const template = String(binding.pattern.value ?? '');
        const variables: PathVariable[] = [];
        for (const variable of templateVariables(template)) {
          const fields = resolveFrom(method.input, variable.path);
          if (!fields) {
            problems.push(
              `${at(method)}: rpc ${service.name}.${method.name}: path variable {${variable.path}} in ${template} names no field of ${method.input.name}`,
            );
            continue;
          }
          variables.push({ fields, pattern: variable.pattern });
        }
        let body: Binding['body'] = '';
        // Additional bindings that name no body of their own share the main one.
        const bodyName = binding.body || rule.body;
        if (bodyName === '*') body = '*';
        else if (bodyName) {
          const field = method.input.fields.find((candidate) => candidate.name === bodyName);
          if (!field)
            problems.push(
              `${at(method)}: rpc ${service.name}.${method.name}: body "${bodyName}" names no field of ${method.input.name}`,
            );
          else body = field;
        }
        bindings.push({ verb, template, variables, body });
      }
      calls.push({ service, method, bindings });
    }
  }
  for (const message of messages) {
    message.fields.forEach(fieldRules);
    messageRules(message);
  }
  if (problems.length > 0) throw new ApiError(problems);

  return {
    services,
    calls,
    messages,
    enums,
    place,
    comment: (element) => place(element).comment,
    required: (field) => behaviours(field).includes(REQUIRED),
    outputOnly: (field) => behaviours(field).includes(OUTPUT_ONLY),
    fieldRules,
    messageRules,
  };
}

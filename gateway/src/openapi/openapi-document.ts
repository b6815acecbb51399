import type { INestApplication, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES } from '@roadbook/contracts';
import type {
  OperationObject,
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { defaultConverters } from 'class-validator-jsonschema/build/defaultConverters';
import type { IOptions } from 'class-validator-jsonschema/build/options';

// class-transformer's store of `@Type(() => …)`, which names the class of each nested array item;
// the package ships it without a typed entry point.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: MetadataStorage;
};

const SCHEMAS = '#/components/schemas/';
const ERROR_SCHEMA = 'ErrorResponse';

/**
 * The OpenAPI document served at /api/docs. Request bodies and query strings are described from
 * the same class-validator rules that check them, so the document cannot promise what the
 * validation refuses; every operation names the one error shape the API answers with.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Roadbook API')
      .setDescription(
        'The HTTP API of Roadbook. Sessions are cookies set by sign-in; changing requests must ' +
          'come from the site itself (Origin checked) and send JSON (multipart for uploads).',
      )
      .setVersion('1')
      .build(),
  );
  // The same JSON Schema objects, typed by openapi3-ts there and by Nest here.
  const schemas = validationMetadatasToSchemas({
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: SCHEMAS,
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customRuleSchema },
  }) as Record<string, SchemaObject>;
  for (const schema of Object.values(schemas)) useOpenApi30Words(schema);
  const components = (document.components ??= {});
  const documented = (components.schemas ??= {});
  documented[ERROR_SCHEMA] = ERROR_RESPONSE;
  // Classes Swagger only named (`@ApiBody({ type })`) get their properties too.
  for (const name of Object.keys(documented)) addSchema(name, schemas, documented);
  const handlers = handlerArguments(app);
  for (const operation of operations(document)) {
    const args = handlers.get(operation.operationId ?? '') ?? [];
    describeArguments(operation, args, schemas, documented);
    addErrorResponses(operation);
  }
  return document;
}

/**
 * A rule of our own (`Satisfies`) is described by the property's type, as class-validator-jsonschema
 * does; on each item of a list it says nothing of the item's type, which TypeScript does not keep
 * (it would name the list's class, `Array`, a schema no document has), nor of a union such as
 * `number | null`, which TypeScript keeps as `Object` (the property's other rules give its type).
 */
function customRuleSchema(meta: ValidationMetadata, options: IOptions) {
  const type: unknown =
    typeof meta.target === 'function'
      ? Reflect.getMetadata('design:type', meta.target.prototype as object, meta.propertyName)
      : undefined;
  if ((meta.each && type === Array) || type === Object) return {};
  const convert = defaultConverters[ValidationTypes.CUSTOM_VALIDATION];
  return typeof convert === 'function' ? convert(meta, options) : convert;
}

/**
 * class-validator-jsonschema writes JSON Schema where OpenAPI 3.0 (this document's version) has
 * its own words, and validators and client generators refuse the JSON Schema form: a numeric
 * `exclusiveMinimum: 0` (`@IsPositive`) is `minimum: 0` with `exclusiveMinimum: true`, and
 * `not: { type: 'null' }` (`@IsDefined`) is already said by the property being required.
 */
function useOpenApi30Words(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const not = schema.not as Record<string, unknown> | undefined;
  if (not && Object.keys(not).length === 1 && not.type === 'null') delete schema.not;
  for (const [exclusive, inclusive] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] === 'number') {
      schema[inclusive] = schema[exclusive];
      schema[exclusive] = true;
    }
  }
  for (const child of Object.values(schema)) useOpenApi30Words(child);
}

/**
 * Every error: its status, its code for code to branch on, a message for people, and per-field
 * messages.
 */
const ERROR_RESPONSE: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    code: {
      type: 'string',
      enum: [...ERROR_CODES],
      description: 'What went wrong, in a word: branch on this, never on the message.',
      example: 'invalid-input',
    },
    message: {
      description: 'What went wrong, in words to show the user.',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    errors: {
      type: 'object',
      description: 'For invalid input: the messages of each field that was refused.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

function addErrorResponses(operation: OperationObject): void {
  const error = {
    content: { 'application/json': { schema: { $ref: `${SCHEMAS}${ERROR_SCHEMA}` } } },
  };
  operation.responses['4XX'] ??= {
    description:
      'Refused: invalid input, not signed in, not allowed, not found, or too many requests.',
    ...error,
  };
  operation.responses['5XX'] ??= {
    description: 'A part of Roadbook is briefly unavailable (503) or failed.',
    ...error,
  };
}

type DocumentedSchemas = Record<string, SchemaObject | ReferenceObject>;

interface HandlerArgument {
  kind: RouteParamtypes;
  /** The decorator's argument: a query or path parameter's name, if it names one. */
  name?: string;
  type?: Type;
}

/** Each handler's decorated arguments, by the operation id Swagger gives it (`Controller_method`). */
function handlerArguments(app: INestApplication): Map<string, HandlerArgument[]> {
  const byOperation = new Map<string, HandlerArgument[]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype as object)) {
        const metadata = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) as
          Record<string, { index: number; data?: unknown }> | undefined;
        if (!metadata) continue;
        const prototype = controller.prototype as object;
        const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as Type[];
        byOperation.set(
          `${controller.name}_${method}`,
          Object.entries(metadata).map(([key, { index, data }]) => ({
            kind: Number(key.split(':')[0]),
            ...(typeof data === 'string' && { name: data }),
            type: types[index],
          })),
        );
      }
    }
  }
  return byOperation;
}

function describeArguments(
  operation: OperationObject,
  args: HandlerArgument[],
  schemas: Record<string, SchemaObject>,
  documented: DocumentedSchemas,
): void {
  for (const arg of args) {
    const schema = arg.type && schemas[arg.type.name];
    if (!schema || arg.name) continue;
    if (arg.kind === RouteParamtypes.BODY) {
      addSchema(arg.type!.name, schemas, documented);
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: `${SCHEMAS}${arg.type!.name}` } } },
      };
    } else if (arg.kind === RouteParamtypes.QUERY) {
      const required = new Set(schema.required ?? []);
      const parameters = (operation.parameters ??= []) as ParameterObject[];
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (parameters.some((parameter) => parameter.in === 'query' && parameter.name === name)) {
          continue;
        }
        parameters.push({ in: 'query', name, required: required.has(name), schema: property });
      }
    }
  }
}

/** A schema and every schema it refers to, copied into the document's components. */
function addSchema(
  name: string,
  schemas: Record<string, SchemaObject>,
  documented: DocumentedSchemas,
): void {
  const schema = schemas[name];
  if (!schema) return;
  const current = documented[name];
  if (current && 'properties' in current && Object.keys(current.properties ?? {}).length > 0) {
    return;
  }
  documented[name] = schema;
  for (const [, referenced] of JSON.stringify(schema).matchAll(
    /"#\/components\/schemas\/(\w+)"/g,
  )) {
    addSchema(referenced, schemas, documented);
  }
}

function operations(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((path) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => path[method] ?? []),
  );
}

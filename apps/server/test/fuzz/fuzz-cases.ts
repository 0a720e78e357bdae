import {
  HOSTILE_JSON_VALUES,
  INVALID_UTF8_BODIES,
  RAW_JSON_BODIES,
  RAW_QUERY_VALUES,
  RAW_SEGMENTS,
  WRONG_CONTENT_TYPES,
} from './fuzz-values.js';

/**
 * Turns the OpenAPI document into malformed requests: for every operation, each path parameter
 * replaced by each hostile segment, each query parameter by each hostile value, each body field
 * by each hostile JSON value (the others kept plausible), each required field left out, whole
 * bodies broken, and the right body under the wrong content type. Every request is built to be
 * invalid, so a correct server refuses all of them with a 4xx in the error shape.
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The operation it was made for, as "METHOD /path/{param}", to group findings. */
  operation?: string;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

interface Parameter {
  in: string;
  name: string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

export function listEndpoints(doc: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      endpoints.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return endpoints;
}

/** A value the schema would take, so that one hostile field is the only thing wrong. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausible(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'array') return [];
  if (type === 'object') return plausibleObject(schema);
  if (schema.pattern?.includes('\\d') && !schema.pattern.includes('A-Z')) return '1';
  if (schema.pattern?.includes('A-Z')) return 'ZZZ';
  return 'abc';
}

function plausibleObject(schema: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    body[name] = plausible(property);
  }
  return body;
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'abc');
}

function json(method: string, url: string, body: unknown): FuzzRequest {
  return {
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
}

function pathCases(endpoint: Endpoint, realIds: Record<string, string>): FuzzRequest[] {
  const names = (endpoint.operation.parameters ?? []).filter((p) => p.in === 'path');
  return names.flatMap((parameter) =>
    RAW_SEGMENTS.map((segment) => ({
      method: endpoint.method,
      url: fillPath(endpoint.path, { ...realIds, [parameter.name]: segment }),
      headers: {},
    })),
  );
}

function queryCases(endpoint: Endpoint, base: string): FuzzRequest[] {
  const names = (endpoint.operation.parameters ?? []).filter((p) => p.in === 'query');
  const cases = names.flatMap((parameter) => [
    ...RAW_QUERY_VALUES.map((value) => `${parameter.name}=${value}`),
    `${parameter.name}=1&${parameter.name}=2`,
    `${parameter.name}[]=1`,
    `${parameter.name}[a]=1`,
  ]);
  return cases.map((query) => ({ method: endpoint.method, url: `${base}?${query}`, headers: {} }));
}

function bodyCases(endpoint: Endpoint, url: string): FuzzRequest[] {
  const content = endpoint.operation.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const base = schema ? plausibleObject(schema) : {};
  const cases: FuzzRequest[] = [];
  for (const name of Object.keys(schema?.properties ?? {})) {
    for (const value of HOSTILE_JSON_VALUES)
      cases.push(json(endpoint.method, url, { ...base, [name]: value }));
  }
  for (const name of schema?.required ?? []) {
    const rest = { ...base };
    delete rest[name];
    cases.push(json(endpoint.method, url, rest));
  }
  for (const raw of [...RAW_JSON_BODIES, ...INVALID_UTF8_BODIES]) {
    cases.push({
      method: endpoint.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
  }
  for (const type of WRONG_CONTENT_TYPES) {
    cases.push({
      method: endpoint.method,
      url,
      headers: { 'content-type': type },
      payload: '{"a":"\u0000"}',
    });
  }
  return cases;
}

/** Every malformed request for one endpoint; real ids stand in for the parameters not under test. */
export function casesFor(endpoint: Endpoint, realIds: Record<string, string>): FuzzRequest[] {
  const url = fillPath(endpoint.path, realIds);
  const cases = [...pathCases(endpoint, realIds), ...queryCases(endpoint, url)];
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    cases.push(...bodyCases(endpoint, url));
  }
  const operation = `${endpoint.method} ${endpoint.path}`;
  return cases.map((request) => ({ ...request, operation }));
}

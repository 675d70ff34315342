/**
 * The human-readable API reference at /api/docs: one self-contained HTML
 * page rendered from the OpenAPI document (no scripts, no external assets,
 * so it works offline).
 */
import { apiPaths } from '@parish/shared-types';
import { escapeHtml } from '@parish/shared-types';
import type { OpenApiDocument, OpenApiOperation } from './document';

type JsonSchema = Record<string, unknown>;

/** `code` spans for backticked words in descriptions. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const anchor = (name: string) => `schema-${name}`;

/** A short type label: `Leader`, `Leader[]`, `string (email)`, `"a" | "b"`. */
function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeLabel).join(' | ');
  if (Array.isArray(schema.enum)) {
    return (schema.enum as unknown[]).map((v) => escapeHtml(JSON.stringify(v))).join(' | ');
  }
  if (schema.const !== undefined) return escapeHtml(JSON.stringify(schema.const));
  if (schema.type === 'array') return `${typeLabel(schema.items as JsonSchema)}[]`;
  const type = typeof schema.type === 'string' ? schema.type : 'any';
  return typeof schema.format === 'string' ? `${type} (${escapeHtml(schema.format)})` : type;
}

function constraints(schema: JsonSchema): string {
  const notes: string[] = [];
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['exclusiveMinimum', 'more than'],
  ] as const) {
    if (schema[key] !== undefined) notes.push(`${label} ${String(schema[key])}`);
  }
  if (typeof schema.description === 'string') notes.push(prose(schema.description));
  return notes.join('; ');
}

function schemaTable(schema: JsonSchema, components?: Record<string, JsonSchema>): string {
  // A body is shown field by field, even when it is a named component.
  if (components && typeof schema.$ref === 'string') {
    const target = components[refName(schema.$ref)];
    if (target?.properties) return schemaTable(target);
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return `<p>${typeLabel(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <b>*</b>' : ''}</td>` +
      `<td>${typeLabel(property)}</td><td>${constraints(property)}</td></tr>`,
  );
  return `<table><tr><th>Field</th><th>Type</th><th>Notes</th></tr>${rows.join('')}</table>`;
}

function bodyHtml(operation: OpenApiOperation, components: Record<string, JsonSchema>): string {
  const content = (operation.requestBody?.content ?? {}) as Record<string, JsonSchema>;
  return Object.entries(content)
    .map(([type, media]) => {
      const schema = media.schema as JsonSchema;
      const example =
        media.example === undefined
          ? ''
          : `<pre>${escapeHtml(JSON.stringify(media.example, null, 2))}</pre>`;
      return `<h4>Body <code>${escapeHtml(type)}</code> (<b>*</b> required)</h4>${schemaTable(schema, components)}${example}`;
    })
    .join('');
}

function responsesHtml(operation: OpenApiOperation): string {
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const content = (response.content ?? {}) as Record<string, JsonSchema>;
    const [type, media] = Object.entries(content)[0] ?? [];
    const shape = media?.schema
      ? typeLabel(media.schema as JsonSchema)
      : type
        ? escapeHtml(type)
        : '';
    return `<tr><td>${escapeHtml(status)}</td><td>${prose(String(response.description))}</td><td>${shape}</td></tr>`;
  });
  return `<h4>Answers</h4><table><tr><th>Status</th><th>When</th><th>Body</th></tr>${rows.join('')}</table>`;
}

function operationHtml(
  method: string,
  path: string,
  operation: OpenApiOperation,
  components: Record<string, JsonSchema>,
): string {
  const access =
    operation['x-access'] === 'admin'
      ? '<span class="admin">admin session</span>'
      : operation['x-access'] === 'public'
        ? '<span class="public">public</span>'
        : '<span class="admin">undocumented</span>';
  return `<section id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${access}</h3>
<p>${prose(operation.summary)}</p>${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
${bodyHtml(operation, components)}${responsesHtml(operation)}</section>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const components = document.components.schemas;
  const byTag = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      const html = operationHtml(method, path, operation, components);
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()];
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) =>
      `<section id="${anchor(name)}"><h3>${escapeHtml(name)}</h3>${schemaTable(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 1.5rem;color:#1d1d1f}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f4f6;padding:.6rem;overflow:auto}
h2{border-bottom:2px solid #ddd;margin-top:2.5rem}h3{margin-bottom:.2rem}section{margin-bottom:1.5rem}
table{border-collapse:collapse;width:100%;margin:.3rem 0}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:1px 6px}
.get{background:#2f6f3e}.post{background:#1f5fa8}.put,.patch{background:#8a5a00}.delete{background:#a12b2b}
.admin,.public{font-size:12px;border-radius:10px;padding:1px 8px;font-weight:normal}.admin{background:#fde3e3}.public{background:#e3f3e6}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="${apiPaths.openApiDocument}">${apiPaths.openApiDocument}</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags.map((tag) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas.join('\n')}
</body></html>`;
}

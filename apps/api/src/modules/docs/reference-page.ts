/** A plain HTML rendering of the OpenAPI document: each operation with its access, body and answers. */
import { escapeHtml } from '#lib/html.ts';

type Doc = ReturnType<import('@hono/zod-openapi').OpenAPIHono['getOpenAPI31Document']>;

const esc = escapeHtml;

const css = `body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;max-width:960px;margin:0 auto;padding:24px}
h2{margin-top:40px;border-bottom:1px solid #e2e8f0}section{border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
code,pre{font:13px ui-monospace,monospace}pre{background:#f8fafc;padding:8px;overflow:auto;max-height:320px}
.m{display:inline-block;min-width:60px;font-weight:700;text-transform:uppercase}.get{color:#0369a1}.post{color:#15803d}
.patch,.put{color:#b45309}.delete{color:#b91c1c}details summary{cursor:pointer;color:#475569}`;

export function renderReference(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      const tag = (op.tags as string[] | undefined)?.[0] ?? 'Other';
      const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content?.['application/json']?.schema;
      const responses = Object.entries((op.responses ?? {}) as Record<string, { description?: string }>)
        .map(([s, r]) => `<li><code>${esc(s)}</code> ${esc(r.description)}</li>`)
        .join('');
      const html = `<section><div><span class="m ${esc(method)}">${esc(method)}</span> <code>${esc(path)}</code></div>
<p><strong>${esc(op.summary)}</strong></p><p>${esc(op.description).replace(/\n\n/g, '<br>')}</p>
${body ? `<details><summary>Request body</summary><pre>${esc(JSON.stringify(body, null, 2))}</pre></details>` : ''}
<ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${esc(tag)}</h2>${ops.join('')}`).join('');
  const schemas = esc(JSON.stringify(doc.components?.schemas ?? {}, null, 2));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${css}</style></head><body>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1><p>${esc(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a></p>${sections}
<h2>Schemas</h2><pre>${schemas}</pre></body></html>`;
}

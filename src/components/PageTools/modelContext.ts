/**
 * The Web Model Context API as far as the site uses it (WebMCP, the W3C Web Machine Learning
 * community group's draft, as Chrome's trials ship it). The draft now puts it on the document,
 * `document.modelContext`; earlier builds put it on `navigator`, and the page takes either.
 * `modelContext.registerTool`
 * takes a tool's name, description, JSON Schema of its input and an `execute` function returning MCP
 * content; `provideContext({ tools })` sets them all at once. Declared here, as no TypeScript library
 * types it yet.
 */
export interface PageTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  /** MCP annotations: every tool here only reads. */
  readonly annotations: { readonly readOnlyHint: true };
  execute(
    input: Record<string, unknown>,
  ): Promise<{ content: { type: 'text'; text: string }[]; isError?: boolean }>;
}

export interface ModelContext {
  registerTool?(tool: PageTool): unknown;
  provideContext?(context: { tools: PageTool[] }): unknown;
}

/** The API where this browser offers it: the document's (the current draft), else the navigator's. */
export function modelContextOf(doc: Document, nav: Navigator): ModelContext | undefined {
  for (const host of [doc, nav]) {
    const context = (host as { modelContext?: unknown }).modelContext;
    if ('modelContext' in host && context !== null && typeof context === 'object')
      return context as ModelContext;
  }
  return undefined;
}

/**
 * The Web Model Context API as far as the site uses it (WebMCP, the W3C Web Machine Learning
 * community group's draft, as Chrome's origin trial ships it): `navigator.modelContext.registerTool`
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

/** Whether this browser offers the API (a property check; nothing is loaded to find out). */
export function hasModelContext(nav: Navigator): nav is Navigator & { modelContext: ModelContext } {
  return 'modelContext' in nav && typeof (nav as { modelContext?: unknown }).modelContext === 'object';
}

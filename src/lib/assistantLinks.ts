/**
 * Handing a question to the reader's own assistant (issues 11 and 55): the prompt names the
 * Markdown twins to read, and the assistant's address opens a new chat with it. One recipe for the
 * page-actions menu (one page) and the search page's "Ask your assistant" (a question and the top
 * pages found for it).
 */

/** The prompt for one page: read its twin, then answer questions about it. */
export function pagePrompt(absoluteTwinUrl: string): string {
  return `Read ${absoluteTwinUrl} so I can ask you questions about this page of the Metaferry documentation.`;
}

/** The prompt for a question: read these twins, answer from them, and cite them. */
export function questionPrompt(question: string, absoluteTwinUrls: readonly string[]): string {
  return `Read ${absoluteTwinUrls.join(', ')} from the Metaferry documentation, then answer from them, citing the page you used: ${question}`;
}

export const chatGptUrl = (prompt: string): string => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`;

export const claudeUrl = (prompt: string): string => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`;

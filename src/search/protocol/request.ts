/**
 * A search request as callers send it: the interface of Algolia's lite
 * client (the part DocSearch and the /search/ page use), its two call forms
 * (`{ requests: [...] }`, v5, and the legacy array, v4) and their
 * normalization to a list of v5 requests. Every client implements
 * LiteSearchClient; the worker and the main-thread client normalize with
 * normalizeRequests before ./runRequest.ts answers each request.
 */
import type { AlgoliaAgent } from './agent';
import type { SearchParams, SearchRequest, SearchResponse } from './types';

/** The legacy (v4) form: `search([{ indexName, params: {...} }])`. */
export type LegacyRequest = {
  indexName: string;
  params?: SearchParams | string;
  query?: string;
} & SearchParams;
export type SearchArguments = { requests: readonly SearchRequest[] } | readonly LegacyRequest[];

export interface LiteSearchClient {
  readonly appId: string;
  search(args: SearchArguments, requestOptions?: unknown): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  readonly transporter: { algoliaAgent: AlgoliaAgent };
}

function parseParamString(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      out[key] = /^[[{\d"]|^(true|false)$/.test(value) ? JSON.parse(value) : value;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** Both call forms as a list of v5 requests. */
export function normalizeRequests(args: SearchArguments): SearchRequest[] {
  if (Array.isArray(args)) {
    return (args as readonly LegacyRequest[]).map(({ params, ...rest }) => ({
      ...rest,
      ...(typeof params === 'string' ? parseParamString(params) : (params ?? {})),
    }));
  }
  return [...(args as { requests: readonly SearchRequest[] }).requests];
}

/** The requests of either call form, as sent (the legacy form's `params` left as they are). */
export function requestsOf(args: SearchArguments): readonly SearchRequest[] {
  return Array.isArray(args)
    ? (args as readonly SearchRequest[])
    : (args as { requests: readonly SearchRequest[] }).requests;
}

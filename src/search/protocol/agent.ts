/**
 * The user-agent string of Algolia's transporter, which DocSearch writes its
 * own segments to ("docsearch (3.9.0)"): every client keeps one, so DocSearch
 * runs on ours unchanged.
 */

export interface AlgoliaAgent {
  value: string;
  add(options: { segment: string; version?: string }): AlgoliaAgent;
}

export function createAgent(value: string): AlgoliaAgent {
  const agent: AlgoliaAgent = {
    value,
    add({ segment, version }) {
      const part = version ? `${segment} (${version})` : segment;
      if (!agent.value.includes(part)) agent.value = `${agent.value}; ${part}`;
      return agent;
    },
  };
  return agent;
}

/** What DocSearch reads of a client besides search: its app id and the agent it writes its segments to. */
export function agentFields(agent: AlgoliaAgent) {
  return {
    appId: 'local',
    transporter: { algoliaAgent: agent },
    addAlgoliaAgent(segment: string, version?: string) {
      agent.add({ segment, version });
    },
  };
}

/**
 * Where the discovery files live (./discovery.ts writes them; ./install.ts
 * names them in the install instructions): one module both import, so
 * neither imports the other.
 */
import { SERVER_NAME } from './tools';

export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json';
export const MCP_CATALOG_PATH = '/.well-known/mcp/catalog.json';
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';
export const SERVER_CARD_TYPE = 'application/mcp-server-card+json';
export const SKILL_NAME = SERVER_NAME;
export const SKILLS_INDEX_PATH = '/.well-known/agent-skills/index.json';
export const SKILL_PATH = `/.well-known/agent-skills/${SKILL_NAME}/SKILL.md`;
/** The skill's place inside the tarball: a folder named as the skill, as the format asks. */
export const PACKAGED_SKILL = `skills/${SKILL_NAME}/SKILL.md`;
export const SKILLS_INDEX_VERSION = '0.2.0';

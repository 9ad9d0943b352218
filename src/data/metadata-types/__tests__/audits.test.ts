import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { GUIDE_REQUIREMENTS } from '../guide';
import { supportOf } from '../support';

/**
 * The audits of the type answers (issue 51), kept in eval/audits/ with what Salesforce's page said
 * and where: rows and types drawn at random, each set beside Salesforce's page by a helper that
 * hadn't seen the code. What an audit found holds until the data changes; a change to an audited
 * row or answer fails here, naming it, so that it is audited again rather than drifting.
 */
const AUDITS = path.resolve(__dirname, '../../../../eval/audits');

interface RequirementAudit {
  readonly rows: readonly {
    readonly type: string;
    readonly kind: string;
    readonly text: string;
    readonly verdict: 'holds' | 'partly' | 'not-stated' | 'contradicted' | 'unverifiable';
    readonly mended?: { readonly kind?: string; readonly text?: string };
    /** Read again after the audit, where the auditor's reading fell short: the page that states the row. */
    readonly rechecked?: { readonly date: string; readonly page: string; readonly salesforce: string };
  }[];
}

interface CopiedAudit {
  readonly rows: readonly {
    readonly type: string;
    readonly page: string | null;
    readonly needs: readonly { readonly baseline: boolean; readonly leftOutBy?: string }[];
  }[];
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(AUDITS, file), 'utf8')) as T;

for (const file of ['requirements-2026-12-02.json', 'requirements-2026-12-03.json'])
  test(`each requirement row ${file} audited that held, or was mended or read again after it, is in the data as it was left`, () => {
    const audit = read<RequirementAudit>(file);
    expect(audit.rows).toHaveLength(40);
    const gone = audit.rows.flatMap((row) => {
      if (row.verdict !== 'holds' && !row.mended && !row.rechecked)
        return [`${row.type}: ${row.verdict}, and neither mended nor read again`];
      if (row.rechecked)
        expect(row.rechecked.page, row.type).toMatch(/^https:\/\/developer\.salesforce\.com\/docs\//);
      const kind = row.mended?.kind ?? row.kind;
      const text = row.mended?.text ?? row.text;
      const kept = GUIDE_REQUIREMENTS.some((r) => r.type === row.type && r.kind === kind && r.text === text);
      return kept ? [] : [`${row.type} [${kind}]: ${text}`];
    });
    expect(gone, 'changed since the audit: audit the row again (eval/audits/)').toEqual([]);
  });

test('each audited type whose page states no need beyond what the rules leave out is answered copied, with none', () => {
  const audit = read<CopiedAudit>('copied-2026-12-02.json');
  expect(audit.rows).toHaveLength(30);
  const found = audit.rows.filter((row) => row.page !== null);
  expect(found.length).toBeGreaterThanOrEqual(28);
  const differ = found.flatMap((row) => {
    const stated = row.needs.filter((need) => !need.baseline && !need.leftOutBy);
    const answer = supportOf(row.type, 'https://docs.example');
    const want = stated.length > 0 ? 'copied-with-prerequisites' : 'copied';
    return answer.type === row.type && answer.status === want
      ? []
      : [`${row.type}: ${answer.status}, audited ${want}`];
  });
  expect(differ, 'differs from the audit: audit the type again (eval/audits/)').toEqual([]);
});

/** `plan_job`: The job a package.xml implies: planFromText, as the planner page. */
import { z } from 'zod';
import { componentPath } from '../../../../src/data/catalogue';
import { planData } from '../../../../src/data/package-plan/data';
import {
  MAX_PACKAGE_BYTES,
  MAX_PACKAGE_SIZE,
  PackageXmlError,
} from '../../../../src/data/package-plan/parse';
import { planFromText } from '../../../../src/data/package-plan/plan';
import { defineTool, refusal, structured } from './define';

export const planJob = defineTool({
  name: 'plan_job',
  input: () => ({
    packageXml: z
      .string({ error: 'packageXml must be the text of a package.xml.' })
      .min(1, { error: 'packageXml is empty: pass the whole package.xml.' })
      .max(MAX_PACKAGE_BYTES, {
        error: `packageXml is over ${MAX_PACKAGE_SIZE}; a package.xml lists names, not files.`,
      })
      .describe(
        'The whole package.xml, from <?xml to </Package>; or Metadata API type names, one per line or separated by commas (each planned as `*`).',
      ),
  }),
  output: {
    steps: z.array(
      z.object({
        title: z.string(),
        url: z.string().describe("The step's page."),
        types: z.array(z.string()),
        members: z
          .record(z.string(), z.array(z.string()))
          .describe('Members by type, as the package.xml names them.'),
        split: z
          .string()
          .nullable()
          .describe(
            'Why the step is a deployment of its own rather than part of the Components step (Markdown); null for Components.',
          ),
        options: z
          .array(z.object({ option: z.string(), value: z.string() }))
          .describe(
            'Options the plan sets on the step, where its default would not do what the package asks.',
          ),
        why: z
          .array(z.string())
          .describe(
            'Why the step holds a type the catalogue would put elsewhere: a component that names a type only a later step brings (Markdown).',
          ),
      }),
    ),
    warnings: z
      .array(z.string())
      .describe('What can make the run fail or copy other than the package says (Markdown).'),
    permissions: z.array(z.string()).describe("The authorizing user's permissions the job needs."),
    needs: z
      .array(z.string())
      .describe(
        "What each target needs before the run, from the types' Salesforce pages: the types that need it, then the need (Markdown).",
      ),
    leftOut: z
      .array(z.string())
      .describe(
        "The parts of the package's types that Salesforce's pages say no deploy carries, so no step copies them: the type, then its parts (Markdown).",
      ),
    unsupported: z
      .array(z.string())
      .describe('Names no type of the registry the plan checks against has: no step copies them.'),
    checkedAgainst: z
      .string()
      .describe(
        'The Salesforce release the type facts and the reference table were checked against: "API 66.0 (Spring \'26)".',
      ),
  },
  run: (docs, { packageXml }) => {
    try {
      const plan = planFromText(packageXml, planData());
      return structured({
        steps: plan.steps.map((step) => ({
          title: step.title,
          url: docs.origin + componentPath(step.slug),
          types: [...step.types],
          members: Object.fromEntries(
            Object.entries(step.members).map(([type, members]) => [type, [...members]]),
          ),
          split: step.split,
          options: step.options.map(({ option, value }) => ({ option, value })),
          why: [...step.why],
        })),
        warnings: [...plan.warnings],
        permissions: [...plan.permissions],
        needs: [...plan.needs],
        leftOut: [...plan.leftOut],
        unsupported: [...plan.unsupported],
        checkedAgainst: plan.checkedAgainst,
      });
    } catch (error) {
      if (error instanceof PackageXmlError) return refusal(error.message);
      throw error;
    }
  },
});

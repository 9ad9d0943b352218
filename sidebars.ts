import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { components } from './src/data/components';

/**
 * The one sidebar. Sections list their pages explicitly so the reading order
 * is a decision, not an accident of file names.
 */
const sidebars = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Getting started',
      link: { type: 'doc', id: 'start/index' },
      items: [
        'start/how-to-start',
        'start/how-to-authorize-an-organization',
        'start/how-to-create-job',
        'start/how-to-add-step',
        'start/how-to-add-target-org-to-job',
        'start/order-of-steps',
        'start/plan-a-job-from-package-xml',
        'start/how-to-run-job',
        'start/release-a-new-field',
        'start/clone-job-step',
        'start/mass-access-request-metaferry',
        'start/add-docs-to-your-ai-assistant',
      ],
    },
    {
      type: 'category',
      label: 'Basic terminology',
      link: { type: 'doc', id: 'basic-terminology/index' },
      items: [
        'basic-terminology/what-is-org-salesforce',
        'basic-terminology/what-is-source-org-salesforce',
        'basic-terminology/what-is-target-org-salesforce',
        'basic-terminology/what-is-job-metaferry',
        'basic-terminology/what-is-step-metaferry',
        'basic-terminology/on-error',
        'basic-terminology/what-is-protected-components',
      ],
    },
    {
      type: 'category',
      label: 'Supported components',
      link: { type: 'doc', id: 'supported-components/index' },
      // Listed from the catalogue data (sorted by title) so the sidebar, the
      // index page and the order-of-steps table cannot disagree.
      items: [
        ...components.map(({ slug }) => `supported-components/${slug}`),
        // Every type of Salesforce's registry, after the steps that copy them (issue 25).
        'supported-components/metadata-types',
        // The members of its Settings type, each a type of its own in the guide (issue 51).
        'supported-components/settings-types',
      ],
    },
    'faq',
    'errors',
    'known-issues',
    'markdown-page',
  ],
} satisfies SidebarsConfig;

export default sidebars;

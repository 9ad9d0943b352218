import type { ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';

// What the theme's client module did on every page (see ./index.tsx): add
// `prism.additionalLanguages` to the Prism instance the highlighter uses.
prismIncludeLanguages(Prism);

export default CodeBlock as (props: Props) => ReactNode;

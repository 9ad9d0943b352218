/**
 * Wraps the theme's "Last updated on" so its markup is valid HTML. The theme
 * marks the date `<time itemprop="dateModified">` with no item around it,
 * which the Nu HTML checker rejects on every dated page ("not a property of
 * any item"). This makes the theme's own `<span>` that item, a schema.org
 * CreativeWork whose dateModified is the date shown, by calling the theme's
 * component as a plain function (it has no hooks) and adding `itemscope` to
 * what it returns, rather than copying it. The page's full description,
 * with the same date, is its JSON-LD (src/plugins/share-metadata).
 *
 * tests/unit/theme-overrides.test.ts fails if the theme's LastUpdated stops
 * being a plain function returning that `<span>` around the itemprop.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  const element = LastUpdated(props);
  if (!isValidElement(element) || element.type !== 'span') return element;
  return cloneElement(element as ReactElement<Record<string, unknown>>, {
    itemScope: true,
    itemType: 'https://schema.org/CreativeWork',
  });
}

/**
 * Wraps the theme's TabItem so the panel carries the `id` its tab's
 * `aria-controls` points at and an `aria-labelledby` back to its tab (see
 * src/theme/Tabs, which hands over both ids). The theme's TabItem renders its
 * `<div role="tabpanel">` with neither and passes no other props through, so
 * this calls it as a plain function (it has no hooks) and adds the two
 * attributes to the element it returns: the theme's markup and styles stay
 * its own. It also gives the panel its tab's label as `data-tab-label`, which
 * the print stylesheet (src/css/print.css) shows above each panel, since a
 * printed page shows every panel and no tab list.
 *
 * tests/unit/theme-overrides.test.ts fails if the theme's TabItem stops
 * returning that `<div role="tabpanel">`.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import TabItem from '@theme-original/TabItem';
import type { Props as TabItemProps } from '@theme/TabItem';

export interface PanelIds {
  /** The id of the tab that shows this panel. */
  readonly tabId: string;
  /** This panel's id, the tab's `aria-controls`. */
  readonly panelId: string;
  /** The label of that tab. */
  readonly tabLabel: string;
}

type Props = TabItemProps & Partial<PanelIds>;

export default function TabItemWrapper({ tabId, panelId, tabLabel, ...props }: Props): ReactNode {
  const panel = TabItem(props);
  if (!panelId || !isValidElement(panel)) return panel;
  return cloneElement(panel as ReactElement<Record<string, unknown>>, {
    id: panelId,
    'aria-labelledby': tabId,
    'data-tab-label': tabLabel,
  });
}

/**
 * Wraps the theme's Tabs so each tab names the panel it shows and each panel
 * names its tab. The theme renders `role="tab"` and `role="tabpanel"` with no
 * ids, so the Nu HTML checker rejects the page ("Every active role=tab element
 * must have a corresponding role=tabpanel element") and a screen reader cannot
 * tell which tab a panel belongs to.
 *
 * The theme already spreads a TabItem's (or a `values` entry's) `attributes`
 * onto its tab `<li>`, and keeps a TabItem's props when it clones the panels:
 * this wrapper adds `id` and `aria-controls` there, and hands each panel its
 * ids and its tab's label (for print) for src/theme/TabItem. Keyboard handling, selection, `groupId` and
 * `queryString` stay the theme's. The ids come from `useId`, outside the
 * theme's remount after hydration, so server and client agree.
 *
 * tests/unit/theme-overrides.test.ts fails if the theme stops spreading
 * `attributes` onto the tab or stops keeping the panels' props.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { Props as TabItemProps } from '@theme/TabItem';
import type { WrapperProps } from '@docusaurus/types';
import type { PanelIds } from '@site/src/theme/TabItem';

type Props = WrapperProps<typeof TabsType>;
type Attributes = TabItemProps['attributes'];

// The theme's own test for a TabItem (sanitizeTabsChildren): a `value` prop.
function isTabItem(child: unknown): child is ReactElement<TabItemProps & Partial<PanelIds>> {
  return (
    isValidElement(child) && typeof child.props === 'object' && child.props !== null && 'value' in child.props
  );
}

export default function TabsWrapper({ children, values, ...props }: Props): ReactNode {
  const base = useId();
  const items = Children.toArray(children);
  // Ids follow the panels' order; an id the author set in `attributes` wins.
  const ids = new Map<string, PanelIds>();
  items.filter(isTabItem).forEach((item, i) => {
    const { value, attributes, label } = item.props;
    const entry = values?.find((v) => v.value === value);
    const authorId = entry?.attributes?.id ?? attributes?.id;
    ids.set(value, {
      tabId: typeof authorId === 'string' ? authorId : `${base}tab-${i}`,
      panelId: `${base}panel-${i}`,
      // The theme's own choice of label for the tab (useTabs: values, then label, then value).
      tabLabel: entry?.label ?? label ?? value,
    });
  });
  const tabAttributes = (value: string, attributes: Attributes): Attributes => {
    const panel = ids.get(value);
    return panel ? { ...attributes, id: panel.tabId, 'aria-controls': panel.panelId } : attributes;
  };

  return (
    <Tabs
      {...props}
      values={values?.map((v) => ({ ...v, attributes: tabAttributes(v.value, v.attributes) }))}
    >
      {items.map((item) =>
        isTabItem(item)
          ? cloneElement(item, {
              // Without `values`, the theme reads each tab's attributes from here.
              attributes: tabAttributes(item.props.value, item.props.attributes),
              ...ids.get(item.props.value),
            })
          : item,
      )}
    </Tabs>
  );
}

/**
 * Docusaurus's wrapper around the whole app (the theme's `Root`, which @docusaurus/core ships as a
 * bare `<>{children}</>` for sites to replace: its documented place for what lives once per page
 * load). Here: the page tools for agents in the browser (src/components/PageTools), which render
 * nothing and load nothing unless the browser offers `navigator.modelContext`; and the quiet color
 * switch (src/lib/quietColorSwitch.ts), which watches the attribute the theme writes.
 * tests/unit/theme-overrides.test.ts fails if core's Root stops being that bare wrapper.
 */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import PageTools from '@site/src/components/PageTools';
import { quietColorSwitch } from '@site/src/lib/quietColorSwitch';

export default function Root({ children }: { readonly children: ReactNode }): ReactElement {
  useEffect(quietColorSwitch, []);
  return (
    <>
      {children}
      <PageTools />
    </>
  );
}

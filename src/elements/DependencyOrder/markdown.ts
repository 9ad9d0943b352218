/** `<DependencyOrder />` in Markdown: the component's table (./index.tsx) with its caption and note. */
import { components, dependencyOrder, getComponent, isStep } from '../../data/components';
import { linkTo } from '../markdown-helpers';
import type { ElementMapping } from '../types';

export function dependencyTable(): string {
  const stages = dependencyOrder();
  const rows = stages.map((entries, index) => {
    const prerequisites = [...new Set(entries.flatMap((entry) => entry.runAfter))]
      .map(getComponent)
      .sort((a, b) => a.title.localeCompare(b.title, 'en'));
    return `| Stage ${index + 1} | ${entries.map(linkTo).join(', ')} | ${
      prerequisites.length === 0 ? 'Nothing' : prerequisites.map(linkTo).join(', ')
    } |`;
  });
  const notSteps = components.filter((entry) => !isStep(entry));
  const parts = [
    "Step types in dependency order. Put stage 1 first; each later stage runs after the component types in its Runs after column. Types in the same stage don't depend on each other, so their order is free.",
    ['| Stage | Component types | Runs after |', '| --- | --- | --- |', ...rows].join('\n'),
  ];
  if (notSteps.length > 0) {
    parts.push(
      `${notSteps.map(linkTo).join(', ')} ${
        notSteps.length === 1
          ? 'is not a step: it starts a whole job, so it has no stage.'
          : 'are not steps: they start whole jobs, so they have no stage.'
      }`,
    );
  }
  return parts.join('\n\n');
}

export const markdown: ElementMapping = () => dependencyTable();

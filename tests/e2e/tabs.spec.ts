import { expect, test } from '@playwright/test';
import { waitForHydration } from './utils';

/** src/theme/Tabs and src/theme/TabItem: tabs and panels paired, keyboard kept. */
test('tabs: each tab controls its panel, which is labelled by it, with the ids the server sent', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/start/how-to-start/')).text();
  const serverIds = [...html.matchAll(/<li role="tab"[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(serverIds).toHaveLength(3);

  await page.goto('/start/how-to-start/');
  await waitForHydration(page);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const [i, tab] of (await tabs.all()).entries()) {
    const id = await tab.getAttribute('id');
    expect(id, 'same id after hydration').toBe(serverIds[i]);
    const panelId = await tab.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', id ?? '');
  }

  // The theme's keyboard behaviour is kept: arrows move focus, Enter selects.
  const [npm, pnpm] = [tabs.nth(0), tabs.nth(1)];
  await npm.focus();
  await page.keyboard.press('ArrowRight');
  await expect(pnpm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pnpm).toHaveAttribute('aria-selected', 'true');
  const pnpmPanel = page.getByRole('tabpanel', { name: 'pnpm' });
  await expect(pnpmPanel).toBeVisible();
  await expect(pnpmPanel).toContainText('pnpm add --global');
  await expect(page.locator(`[id="${await npm.getAttribute('aria-controls')}"]`)).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(npm).toBeFocused();
});

import { expect, type Page, test } from '@playwright/test';
import { waitForApp } from '../fixtures/app-ready';
import { Releases } from '../fixtures/release';
import { waitForWorker } from '../fixtures/service-worker';

// A real second build of the web app runs inside this test: minutes on a loaded machine.
test.setTimeout(900_000);
test.use({ viewport: { width: 390, height: 844 } });

// The footer's words live in the English catalog (docs/i18n.md).
const RELEASE_B_FOOTER = '"© {year} IGSUM & FURSA, Tanzania. Release B."';

async function openFromFooter(page: Page, link: 'About' | 'Contact') {
  await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
}

test('a release deployed while pages are open neither blanks them nor breaks them', async ({ browser }) => {
  const releases = new Releases();
  try {
    await releases.start();
    const open = async (serviceWorkers: 'allow' | 'block') => {
      const context = await browser.newContext({
        baseURL: releases.baseURL,
        serviceWorkers,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto('/fursa');
      await waitForApp(page);
      return page;
    };
    // A phone whose worker runs release A, and two without a worker (an old browser, a first
    // visit before the worker started), each on release A's /fursa.
    const withWorker = await open('allow');
    await waitForWorker(withWorker);
    const keptScripts = await open('block');
    const goneScripts = await open('block');

    await releases.deploy({
      file: 'src/i18n/catalogs/en.json',
      from: '"© {year} IGSUM & FURSA, Tanzania."',
      to: RELEASE_B_FOOTER,
    });

    // Release A's screens still load: from the worker's copy, or from the scripts kept on the server.
    for (const page of [withWorker, keptScripts]) {
      await openFromFooter(page, 'About');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toBeHidden();
    }

    // Days later release A's scripts are gone: its page reloads once, into release B. The page was
    // read to its end first, so the only script it still lacks is the next screen's: a widget below
    // the fold that loads while the click scrolls to the footer would reload /fursa instead.
    await goneScripts.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(goneScripts.getByRole('button', { name: 'Next review' })).toBeVisible();
    await releases.forgetEarlierReleases();
    await openFromFooter(goneScripts, 'Contact');
    await expect(goneScripts.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(goneScripts.getByText('Release B.')).toBeVisible();

    // The worker's phone hears of release B and is told; "Reload" moves it there.
    await withWorker.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(withWorker.getByText('A new version is ready')).toBeVisible({ timeout: 60_000 });
    await expect(withWorker.getByText('Release B.')).toBeHidden();
    await withWorker.getByRole('button', { name: 'Reload' }).click();
    await expect(withWorker.getByText('Release B.')).toBeVisible({ timeout: 60_000 });
    await expect(withWorker.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await releases.remove();
  }
});

import { expect, type Page, test } from '@playwright/test';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

const PUBLIC_SCREENS = [
  '/',
  '/isml',
  '/fursa',
  '/igsum-products',
  '/about',
  '/contact',
  '/connection-test',
  '/auth',
  '/no-such-screen',
];

/**
 * Everything the browser complains about while the screens load: console errors, uncaught
 * exceptions, and the issues Chrome files without a console line, such as a script tripping the
 * Content-Security-Policy inside a try/catch or a <label> that labels nothing.
 */
async function watchComplaints(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (m) => {
    // The 404 page comes with a 404 status, as it should, and Chrome logs that status of the
    // document itself; server-rendering.spec.ts checks it.
    const documentStatus = m.text().startsWith('Failed to load resource') && m.location().url === page.url();
    if (m.type() === 'error' && !documentStatus) complaints.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => complaints.push(`exception: ${e.message}`));
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    // Chrome's advice to prefer the Cookie Store API over document.cookie, which the language
    // choice uses (docs/i18n.md): a suggestion about speed, not a fault.
    const advice = issue.details.performanceIssueDetails?.performanceIssueType === 'DocumentCookie';
    if (!advice) complaints.push(`issue: ${JSON.stringify(issue)}`);
  });
  await cdp.send('Audits.enable');
  return complaints;
}

async function visitAll(page: Page, paths: string[], complaints: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main').first()).toBeVisible();
    expect(complaints, path).toEqual([]);
  }
}

test('no screen makes the browser complain', async ({ page }) => {
  const complaints = await watchComplaints(page);
  await visitAll(page, PUBLIC_SCREENS, complaints);
});

test("the customer's and the admin's dashboards make no complaints either", async ({ browser, request }) => {
  const customerPage = await browser.newPage();
  await signInBrowser(customerPage, await createCustomer(request));
  await visitAll(customerPage, ['/dashboard', '/fursa'], await watchComplaints(customerPage));
  await customerPage.close();

  const adminPage = await browser.newPage();
  await signInBrowser(adminPage, await adminSession(request));
  await visitAll(adminPage, ['/admin/dashboard'], await watchComplaints(adminPage));
  await adminPage.close();
});

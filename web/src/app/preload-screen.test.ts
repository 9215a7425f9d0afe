import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '#web/config/constants.ts';
import { preloadScreen } from './app-routes';
import { SCREENS } from './screens';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a guarded screen's code", () => {
  it('starts downloading beside the user check when someone is signed in on this browser', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token');
    const load = vi.spyOn(SCREENS.adminDashboard, 'load').mockReturnValue(new Promise(() => {}));
    // The first render does not wait for it: the guard draws the screen once the check passes.
    await expect(preloadScreen('/admin/dashboard', 'en')).resolves.toBe('adminDashboard');
    expect(load).toHaveBeenCalledOnce();
  });

  it("is never downloaded by a visitor's browser", async () => {
    const load = vi.spyOn(SCREENS.adminDashboard, 'load');
    const dashboard = vi.spyOn(SCREENS.dashboard, 'load');
    await preloadScreen('/admin/dashboard', 'en');
    await preloadScreen('/dashboard', 'en');
    expect(load).not.toHaveBeenCalled();
    expect(dashboard).not.toHaveBeenCalled();
  });
});

import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { CLICKPESA_API_URL } from './clickpesa/client';
import { ClickPesaPushProvider } from './clickpesa/provider';
import { DemoPushProvider } from './demo-push';
import type { PushProviders } from './push-provider';
import { SelcomPushProvider } from './selcom/provider';

/**
 * docs/payments.md, "Mobile money": every aggregator configured answers status questions and
 * callbacks for its attempts, old ones included; new pushes go through the chosen one. The demo
 * takes pushes only while the demo is the shop's payment provider, as its checkout does.
 */
export function pushProvidersOf(db: Db, config: Pick<Config, 'payment' | 'mobileMoney'>) {
  const { clickpesa, selcom, provider } = config.mobileMoney;
  const demo =
    provider === 'demo' && config.payment.provider === 'demo' ? new DemoPushProvider(db) : undefined;
  const byName: PushProviders['byName'] = {
    ...(demo && { demo }),
    ...(clickpesa && {
      clickpesa: new ClickPesaPushProvider({ ...clickpesa, apiUrl: clickpesa.apiUrl ?? CLICKPESA_API_URL }),
    }),
    ...(selcom && { selcom: new SelcomPushProvider(selcom) }),
  };
  return { demo, providers: { active: byName[provider], byName } satisfies PushProviders };
}

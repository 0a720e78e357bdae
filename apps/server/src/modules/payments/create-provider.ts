import type { PaymentsConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { getSettings } from '../settings/index.js';
import { createDarajaProvider } from './daraja/daraja-provider.js';
import { createPayHeroProvider } from './payhero/payhero-provider.js';
import type { PaymentProvider } from './provider.js';
import { createSimulatorProvider } from './simulator/simulator-provider.js';

export interface ProviderDeps {
  config: PaymentsConfig;
  db: Database;
  clock: Clock;
  /** The callback handler, for the simulator's answers. */
  deliver: (raw: unknown) => Promise<void>;
  onError: (error: unknown) => void;
}

/** The provider PAYMENT_PROVIDER names; the simulator unless told otherwise. */
export function createProvider(deps: ProviderDeps): PaymentProvider & { idle?(): Promise<void> } {
  const { config, db, clock } = deps;
  const http = {
    timeoutMs: config.httpTimeoutMs,
    retries: config.httpRetries,
    retryBaseMs: config.httpRetryBaseMs,
  };
  switch (config.provider) {
    case 'simulator':
      return createSimulatorProvider({
        delayMs: config.simulator.delayMs,
        queueMs: config.simulator.queueMs,
        clock,
        deliver: deps.deliver,
        onError: deps.onError,
      });
    case 'payhero':
      return createPayHeroProvider({
        ...config.payhero,
        http,
        // The admin's Settings → Payment channel id, read at each request so a change applies.
        channelId: async () => (await getSettings(db)).payment_channel_id,
      });
    case 'daraja':
      return createDarajaProvider({ ...config.daraja, http, clock });
  }
}

/**
 * The built-in M-Pesa simulator (decisions.md point 15): the default provider, so deposits and
 * withdrawals work with no network and no account anywhere. Like a card processor's test card
 * numbers, the last digit of the normalised phone number chooses what happens (spec/api.md):
 *   0–5 completed · 6 canceled by the user · 7 failed, insufficient balance ·
 *   8 no answer (stays pending until the timeout) · 9 queued for a while, then completed.
 *
 * Its answers travel the same road as a real provider's: a callback body (its own small shape)
 * handed to the payments service's callback handler, which stores the raw body, parses it with
 * parseSimulatorCallback and applies it under the payment's row lock. We call the handler in
 * process rather than posting to our own URL: the server need not know an address at which it
 * can reach itself (PUBLIC_URL may point at a proxy, and tests use no socket at all), and the
 * only step skipped, the secret check of the HTTP route, has tests of its own.
 */
import type { Clock } from '../../../lib/clock.js';
import { field, textField, wholeKesToMinor } from '../provider-http.js';
import { errorOfResultCode } from '../result-codes.js';
import type {
  CallbackParse,
  InitiationResult,
  PaymentInstruction,
  PaymentProvider,
  ProviderOutcome,
  ProviderPaymentRef,
  StatusAnswer,
} from '../provider.js';

type Scenario =
  | { kind: 'final'; outcome: 'completed' | 'failed' | 'canceled'; code: number }
  | { kind: 'silent' }
  | { kind: 'queued_then_completed' };

/** The outcome table of spec/api.md, by the last digit of 254XXXXXXXXX. */
export function simulatorScenario(phone: string): Scenario {
  const digit = phone.at(-1);
  if (digit === '6') return { kind: 'final', outcome: 'canceled', code: 1032 };
  if (digit === '7') return { kind: 'final', outcome: 'failed', code: 1 };
  if (digit === '8') return { kind: 'silent' };
  if (digit === '9') return { kind: 'queued_then_completed' };
  return { kind: 'final', outcome: 'completed', code: 0 };
}

const DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user.',
};

export interface SimulatorOptions {
  delayMs: number;
  queueMs: number;
  clock: Clock;
  /** The payments service's callback handler (the same one the HTTP route calls). */
  deliver: (raw: unknown) => Promise<void>;
  onError: (error: unknown) => void;
}

/** A simulated receipt: 10 characters like a real M-Pesa receipt, derived from our reference. */
function receiptOf(reference: string) {
  return `SIM${reference.slice(-7)}`;
}

function callbackBody(
  instruction: PaymentInstruction,
  outcome: ProviderOutcome,
  code: number | null,
  at: Date,
) {
  return {
    reference: instruction.reference,
    provider_reference: `SIM-${instruction.reference}`,
    result: outcome,
    result_code: code,
    result_desc: code === null ? 'Queued' : (DESCRIPTIONS[code] ?? null),
    // Whole shillings, as a real provider sends them (bigint stays exact until the body is read).
    amount: outcome === 'completed' ? (instruction.amountMinor / 100n).toString() : null,
    receipt: outcome === 'completed' ? receiptOf(instruction.reference) : null,
    event_at: at.toISOString(),
  };
}

/** What the simulator says about a payment: the same table, read against the time passed. */
export function simulatorAnswer(
  payment: Pick<ProviderPaymentRef, 'phone' | 'reference'>,
  elapsedMs: number,
  timing: { delayMs: number; queueMs: number },
): StatusAnswer {
  const scenario = simulatorScenario(payment.phone);
  const pending: StatusAnswer = {
    outcome: 'pending',
    providerStatus: 'PENDING',
    receipt: null,
    error: null,
  };
  if (scenario.kind === 'silent' || elapsedMs < timing.delayMs) return pending;
  if (scenario.kind === 'queued_then_completed') {
    if (elapsedMs < timing.delayMs + timing.queueMs) {
      return { ...pending, outcome: 'queued', providerStatus: 'QUEUED' };
    }
    const receipt = receiptOf(payment.reference);
    return { outcome: 'completed', providerStatus: '0', receipt, error: null };
  }
  const code = String(scenario.code);
  const receipt = scenario.outcome === 'completed' ? receiptOf(payment.reference) : null;
  return {
    outcome: scenario.outcome,
    providerStatus: code,
    receipt,
    error: errorOfResultCode(code, DESCRIPTIONS[scenario.code] ?? null),
  };
}

export function createSimulatorProvider(options: SimulatorOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function schedule(afterMs: number, body: () => unknown) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const delivery = options
        .deliver(body())
        .catch(options.onError)
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }, afterMs);
    timers.add(timer);
  }

  function start(instruction: PaymentInstruction): InitiationResult {
    const scenario = simulatorScenario(instruction.phone);
    const now = () => options.clock.now();
    if (scenario.kind === 'final') {
      const { outcome, code } = scenario;
      schedule(options.delayMs, () => callbackBody(instruction, outcome, code, now()));
    } else if (scenario.kind === 'queued_then_completed') {
      schedule(options.delayMs, () => callbackBody(instruction, 'queued', null, now()));
      schedule(options.delayMs + options.queueMs, () =>
        callbackBody(instruction, 'completed', 0, now()),
      );
    }
    return {
      kind: 'accepted',
      providerReference: `SIM-${instruction.reference}`,
      providerRequestId: null,
      providerStatus: 'ACCEPTED',
    };
  }

  const provider: PaymentProvider & { idle(): Promise<void> } = {
    name: 'simulator',
    initiateCollection: (instruction) => Promise.resolve(start(instruction)),
    initiatePayout: (instruction) => Promise.resolve(start(instruction)),
    queryStatus: (payment) => {
      const elapsedMs = options.clock.now().getTime() - payment.createdAt.getTime();
      return Promise.resolve(simulatorAnswer(payment, elapsedMs, options));
    },
    parseCallback: parseSimulatorCallback,
    /** Resolves once every scheduled answer has been delivered (tests wait on it). */
    async idle() {
      while (timers.size > 0 || inFlight.size > 0) {
        await Promise.all([...inFlight]);
        if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
  return provider;
}

const OUTCOMES = new Set<ProviderOutcome>(['pending', 'queued', 'completed', 'failed', 'canceled']);

/** Reads the simulator's callback body; the result code picks the readable error. */
export function parseSimulatorCallback(raw: unknown): CallbackParse {
  const result = field(raw, 'result');
  const reference = textField(raw, 'reference');
  if (typeof result !== 'string' || !OUTCOMES.has(result as ProviderOutcome) || !reference) {
    return { ok: false, reason: 'not a simulator callback' };
  }
  const outcome = result as ProviderOutcome;
  const code = textField(raw, 'result_code');
  const failed = outcome === 'failed' || outcome === 'canceled';
  const error = failed ? errorOfResultCode(code ?? '', textField(raw, 'result_desc')) : null;
  const eventAt = textField(raw, 'event_at');
  return {
    ok: true,
    callback: {
      outcome,
      reference,
      providerReference: textField(raw, 'provider_reference'),
      providerRequestId: null,
      amountMinor: wholeKesToMinor(field(raw, 'amount')),
      receipt: textField(raw, 'receipt'),
      providerStatus: code ?? (outcome === 'queued' ? 'QUEUED' : null),
      error,
      eventAt: eventAt && !Number.isNaN(Date.parse(eventAt)) ? new Date(eventAt) : null,
    },
  };
}

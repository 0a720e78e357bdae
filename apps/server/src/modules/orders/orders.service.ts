import type {
  CreateOrderRequest,
  CreateOrderResponse,
  ExecuteOrderResponse,
  OrderView,
  OwnOrderView,
  OwnOrdersQuery,
} from '@soko/shared';
import { idempotent } from '../../lib/idempotency.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { cancelOrder, takeOrder } from './order-actions.js';
import { createOrderBatching } from './order-batch.js';
import { placeOrder } from './order-placement.js';
import { toOwnOrderView } from './order-views.js';
import { listOwnOrders } from './orders.repository.js';

export const CREATE_ORDER_OPERATION = 'POST /api/orders';
export const EXECUTE_ORDER_OPERATION = 'POST /api/orders/:id/execute';
export const CANCEL_ORDER_OPERATION = 'POST /api/orders/:id/cancel';

/**
 * Orders (issue 4, decisions.md point 6): each request is one transaction that locks the pair
 * row first, asks the pure matcher what to do, and moves money only through ledger holds and
 * transfers. With an Idempotency-Key a retry returns the first answer and moves nothing again.
 * The in-transaction functions (placeOrder, takeOrder, cancelOrder) are also used by the seed.
 */
/** The session an Idempotency-Key replay must find live first (lib/idempotency.ts). */
function checkedSession(sessionId: string | null, at: Date) {
  return sessionId === null ? undefined : { id: sessionId, at };
}

export function createOrdersService(deps: ServiceDeps) {
  const { db, clock } = deps;
  // Group commit per pair (order-batch.ts): each request still runs the functions below with
  // its own idempotency record, in a savepoint of its pair's batch transaction.
  const batching = createOrderBatching(db);

  return {
    /** Batches committed and requests in them (tests and the bench read it). */
    batchStats: batching.stats,

    async list(userId: string, query: OwnOrdersQuery): Promise<OwnOrderView[]> {
      const rows = await listOwnOrders(db, userId, query.status, query.limit);
      return rows.map(toOwnOrderView);
    },

    /**
     * `sessionId`: the session asking. The order checks it live inside its transaction (and a
     * repeated Idempotency-Key before its stored answer), so the route may let the request in
     * on a session it read a moment ago (plugins/session.ts). Null (a test or a script calling
     * the service with no session) checks none. The same holds for execute.
     */
    async create(
      userId: string,
      request: CreateOrderRequest,
      key: string | undefined,
      sessionId: string | null,
    ): Promise<CreateOrderResponse> {
      return batching.place(userId, request, (tx) => {
        const at = clock.now();
        const context = {
          userId,
          key,
          operation: CREATE_ORDER_OPERATION,
          request,
          session: checkedSession(sessionId, at),
        };
        return idempotent(tx, context, () => placeOrder(tx, userId, request, at, sessionId));
      });
    },

    /** `sessionId`: as for create. */
    async execute(
      userId: string,
      orderId: string,
      amount: string,
      key: string | undefined,
      sessionId: string | null,
    ): Promise<ExecuteOrderResponse> {
      return batching.take(userId, orderId, (tx) => {
        const at = clock.now();
        const context = {
          userId,
          key,
          operation: EXECUTE_ORDER_OPERATION,
          request: { orderId, amount },
          session: checkedSession(sessionId, at),
        };
        return idempotent(tx, context, () => takeOrder(tx, userId, orderId, amount, at, sessionId));
      });
    },

    async cancel(
      userId: string,
      orderId: string,
      key: string | undefined,
    ): Promise<{ order: OrderView }> {
      const context = { userId, key, operation: CANCEL_ORDER_OPERATION, request: { orderId } };
      return batching.cancel(userId, orderId, (tx) =>
        idempotent(tx, context, () => cancelOrder(tx, userId, orderId, clock.now())),
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

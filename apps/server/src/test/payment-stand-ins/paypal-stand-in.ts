import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.ts';

type Amount = { currency_code: string; value: string };
type Order = {
  id: string;
  status: string;
  amount: Amount;
  capturedAmount: Amount | null;
  /** Refunds of the order's capture (`CAPTURE-<order id>`), by the API or in PayPal's dashboard. */
  refunds: Amount[];
};

/** The credentials the stand-in accepts: a server under test is configured with these. */
export const PAYPAL_STAND_IN_CREDENTIALS = { clientId: 'paypal-client', clientSecret: 'paypal-secret' };

/**
 * A local stand-in of PayPal's OAuth and Orders v2 API: orders are created, approved by the test
 * (as the viewer would in PayPal's window: `approve`, or `POST /test/orders/<id>/approve` from
 * another process), and captured; `captureAs` lets a test make PayPal report a different amount
 * than was ordered. It listens on `port` when given, else on any free one.
 */
export async function startPaypalStandIn(options: { port?: number } = {}) {
  const orders = new Map<string, Order>();
  const approved = new Set<string>();
  let sequence = 0;
  let captureAs: Amount | null = null;
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const path = request.url ?? '';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const view = (order: Order) => ({
      id: order.id,
      status: order.status,
      purchase_units: [
        {
          amount: order.amount,
          ...(order.capturedAmount
            ? {
                payments: {
                  captures: [
                    { id: `CAPTURE-${order.id}`, status: 'COMPLETED', amount: order.capturedAmount },
                  ],
                  refunds: order.refunds.map((amount) => ({ status: 'COMPLETED', amount })),
                },
              }
            : {}),
        },
      ],
    });
    const approval = /^\/test\/orders\/([^/]+)\/approve$/.exec(path);
    if (request.method === 'POST' && approval) {
      const id = approval[1] ?? '';
      if (!orders.has(id)) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      approved.add(id);
      return send(200, { id, approved: true });
    }
    if (path === '/v1/oauth2/token') {
      const { clientId, clientSecret } = PAYPAL_STAND_IN_CREDENTIALS;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return send(401, { error: 'invalid_client' });
      return send(200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 3600 });
    }
    if (request.headers.authorization !== 'Bearer A21-token')
      return send(401, { name: 'AUTHENTICATION_FAILURE' });
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(text) as { purchase_units: { amount: Amount }[] };
      const amount = body.purchase_units[0]?.amount ?? { currency_code: '', value: '0' };
      const order: Order = {
        id: `ORDER${++sequence}`,
        status: 'CREATED',
        amount,
        capturedAmount: null,
        refunds: [],
      };
      orders.set(order.id, order);
      return send(201, view(order));
    }
    const capture = /^\/v2\/payments\/captures\/CAPTURE-([^/]+?)(\/refund)?$/.exec(path);
    if (capture) {
      const captured = orders.get(capture[1] ?? '');
      if (!captured?.capturedAmount) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (request.method === 'POST' && capture[2]) {
        const body = JSON.parse(text || '{}') as { amount?: Amount };
        captured.refunds.push(body.amount ?? captured.capturedAmount);
        return send(201, { id: `REFUND${++sequence}`, status: 'COMPLETED' });
      }
      return send(200, {
        id: `CAPTURE-${captured.id}`,
        status: 'COMPLETED',
        supplementary_data: { related_ids: { order_id: captured.id } },
      });
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(match[1] ?? '') : undefined;
    if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
    if (match?.[2]) {
      if (order.status === 'COMPLETED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      if (!approved.has(order.id))
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      order.status = 'COMPLETED';
      order.capturedAmount = captureAs ?? order.amount;
      return send(201, view(order));
    }
    return send(200, view(order));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** The settings that point the app's PayPal client at this stand-in. */
    env: {
      PAYPAL_CLIENT_ID: PAYPAL_STAND_IN_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL_STAND_IN_CREDENTIALS.clientSecret,
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    },
    orders,
    approve: (id: string) => approved.add(id),
    /** A refund made in PayPal's dashboard, out of the app's sight. */
    refundInDashboard: (orderId: string, amount: Amount) => {
      orders.get(orderId)?.refunds.push(amount);
    },
    captureAs: (amount: Amount | null) => {
      captureAs = amount;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

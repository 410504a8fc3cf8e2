import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.ts';

type Process = {
  id: string;
  token: string;
  sum: string;
  pageCode: string;
  fields: Record<string, string>;
  paid: boolean;
};

/** A local stand-in of the Israeli provider's light server API: payment processes and their status. */
export async function startMeshulamStandIn() {
  const processes = new Map<string, Process>();
  let sequence = 0;
  const server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/api/light/server/1.0/createPaymentProcess') {
      if (form.userId !== 'meshulam-user')
        return send({ status: 0, err: { id: 1, message: 'Unknown user' } });
      const process: Process = {
        id: String(1000 + ++sequence),
        token: `token${sequence}`,
        sum: form.sum ?? '',
        pageCode: form.pageCode ?? '',
        fields: form,
        paid: false,
      };
      processes.set(process.id, process);
      return send({
        status: 1,
        data: {
          url: `https://sandbox.meshulam.test/page/${process.id}`,
          processId: process.id,
          processToken: process.token,
        },
      });
    }
    if (request.url === '/api/light/server/1.0/getPaymentProcessInfo') {
      const process = processes.get(form.processId ?? '');
      if (!process || process.token !== form.processToken)
        return send({ status: 0, err: { message: 'Unknown process' } });
      return send({ status: 1, data: { statusCode: process.paid ? 2 : 1, sum: process.sum } });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** The settings that point the app's card payments at this stand-in. */
    env: {
      MESHULAM_API_BASE: `http://127.0.0.1:${port}`,
      MESHULAM_USER_ID: 'meshulam-user',
      MESHULAM_PAGE_CODE: 'card-page',
    },
    processes,
    pay: (id: string) => {
      const process = processes.get(id);
      if (process) process.paid = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A proxy in front of the harness's server that makes the API fail for the pages that ask it to:
 * a page sends the `x-e2e-fault` header (Playwright's extra HTTP headers) naming its fault, and
 * `x-e2e-fault-writes: 1` to have its writes meet it too, not only its GETs. Everything else passes
 * through untouched.
 *
 * Playwright's `page.route` would inject the same faults, but it pauses every request of the page,
 * its scripts included, for the test process to decide: about a quarter of a second of CPU per page
 * load, over the eighty loads of the fault journeys.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { Page } from 'playwright-core';

/** A 500 with a message, the connection dropped, or an answer after 12 s (past the console's 10 s). */
export type Fault = '500' | 'dropped' | 'late';

/** The message of the injected 500. */
const INJECTED_MESSAGE = 'Injected server failure';

const FAULT_HEADER = 'x-e2e-fault';
const WRITES_HEADER = 'x-e2e-fault-writes';
const LATE_MS = 12_000;

const isFault = (value: unknown): value is Fault =>
  value === '500' || value === 'dropped' || value === 'late';

function inject(fault: Fault, request: http.IncomingMessage, response: http.ServerResponse): void {
  if (fault === 'dropped') {
    request.socket.destroy();
    return;
  }
  const answer = (status: number, body: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (fault === '500') {
    answer(500, { message: INJECTED_MESSAGE });
    return;
  }
  // The console gave up at 10 s and aborted the request; the late answer may have nowhere to go.
  const timer = setTimeout(() => answer(200, { data: [] }), LATE_MS);
  response.on('close', () => clearTimeout(timer));
}

export type FaultProxy = {
  /** The proxy's origin, e.g. http://127.0.0.1:41235. */
  url: string;
  close(): Promise<void>;
};

/** Starts the proxy in front of `target` (the harness's origin). */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const fault = request.headers[FAULT_HEADER];
    const meets =
      isFault(fault) &&
      (request.url ?? '').startsWith('/api/v1/') &&
      (request.method === 'GET' || request.headers[WRITES_HEADER] === '1');
    if (meets) {
      inject(fault, request, response);
      return;
    }
    const passed = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    passed.on('error', () => response.destroy());
    response.on('close', () => {
      if (!response.writableFinished) passed.destroy();
    });
    request.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/** Makes `page`'s API GETs (and its writes too, with `writes`) meet `fault` at the proxy. */
export const meetFault = (page: Page, fault: Fault, writes = false): Promise<void> =>
  page.setExtraHTTPHeaders({ [FAULT_HEADER]: fault, ...(writes ? { [WRITES_HEADER]: '1' } : {}) });

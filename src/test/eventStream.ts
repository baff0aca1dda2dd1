import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from '../api/endpoints/events';
import { API, server } from './msw';

/** One open `GET /events` as the test server sees it; the test writes the stream. */
export type StreamConnection = {
  /** The headers the console sent. */
  lastEventId: string | null;
  token: string | null;
  /** Writes raw `text/event-stream` text. */
  send: (text: string) => void;
  /** Ends the stream from the server's side. */
  end: () => void;
  /** True once the console closed it. */
  closed: boolean;
};

/** One `change` event in the wire format of the contract. */
export const changeEvent = (seq: number, event: Omit<ChangeEvent, 'at'>) =>
  `id: ${seq}\nevent: change\ndata: ${JSON.stringify({ ...event, at: '2026-11-26T03:00:00.000Z' })}\n\n`;

export const resetEvent = (seq: number) => `id: ${seq}\nevent: reset\ndata: {}\n\n`;

/** Answers `GET /events` with a stream per connection, kept in the returned list in order. */
export function serveEventStream(): StreamConnection[] {
  const connections: StreamConnection[] = [];
  const encoder = new TextEncoder();
  server.use(
    http.get(`${API}/events`, ({ request }) => {
      const connection: StreamConnection = {
        lastEventId: request.headers.get('Last-Event-ID'),
        token: request.headers.get('x-auth-token'),
        send: () => undefined,
        end: () => undefined,
        closed: false,
      };
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          connection.send = (text) => {
            if (!connection.closed) controller.enqueue(encoder.encode(text));
          };
          connection.end = () => {
            connection.closed = true;
            controller.close();
          };
        },
        cancel() {
          connection.closed = true;
        },
      });
      request.signal.addEventListener('abort', () => {
        connection.closed = true;
      });
      connections.push(connection);
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return connections;
}

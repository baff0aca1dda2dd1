import { createEventStreamParser, type StreamEvent } from './eventStreamParser';

function parse(...chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  chunks.forEach(feed);
  return events;
}

describe('createEventStreamParser', () => {
  it('reads id, event name and data, and skips heartbeat comments', () => {
    expect(parse(': ping\n\nid: 7\nevent: change\ndata: {"model":"BUSINESS","id":12}\n\n: ping\n\n')).toEqual(
      [{ id: '7', event: 'change', data: '{"model":"BUSINESS","id":12}' }],
    );
  });

  it('joins lines split across chunks and CRLF line ends', () => {
    expect(parse('id: 8\r\nevent: cha', 'nge\r\ndata: {"a"', ':1}\r\n', '\r\n')).toEqual([
      { id: '8', event: 'change', data: '{"a":1}' },
    ]);
  });

  it('names an event without `event:` a message, joins data lines, and waits for the blank line', () => {
    expect(parse('data: one\ndata: two\n\ndata: unfinished\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('reads a reset with empty data', () => {
    expect(parse('event: reset\ndata: {}\n\n')).toEqual([{ event: 'reset', data: '{}' }]);
  });
});

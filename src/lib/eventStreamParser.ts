/** One event of a `text/event-stream`: its `id:` (when it had one), its `event:` name and its `data:`. */
export type StreamEvent = { id?: string; event: string; data: string };

/**
 * Reads a `text/event-stream` as its chunks arrive (the HTML standard's rules for `data`, `event`
 * and `id`; `retry` is ignored, since the console keeps its own backoff). Comment lines (`: ping`,
 * the heartbeat) carry nothing and are skipped. A line may be split across chunks.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let pending = '';
  let data: string[] = [];
  let name = '';
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0)
      onEvent({ ...(id === undefined ? {} : { id }), event: name || 'message', data: data.join('\n') });
    data = [];
    name = '';
    id = undefined;
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') data.push(value);
    else if (field === 'event') name = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
  };
}

/**
 * Captures what the list's CSV export hands to the browser: `text` as a spreadsheet shows it,
 * `raw` with every byte decoded, the byte order mark included.
 */
export function captureCsvDownloads() {
  const files: { name: string; text: Promise<string>; raw: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${next++}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob)
      files.push({
        name: this.download,
        text: blob.text(),
        raw: blob.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
      });
  });
  return { files, restore: () => click.mockRestore() };
}

import { progressReporter } from './progressLine';

describe("the build's progress line", () => {
  it('writes a line every tenth into a log, each tenth once', () => {
    const written: string[] = [];
    const report = progressReporter('the console', (text) => written.push(text), false);
    for (const fraction of [0, 0.01, 0.05, 0.1, 0.12, 0.35, 0.99, 1]) report(fraction, 'building');
    expect(written).toEqual([
      'Building the console: 0%\n',
      'Building the console: 10%\n',
      'Building the console: 30%\n',
      'Building the console: 90%\n',
      'Building the console: 100%\n',
    ]);
  });

  it('rewrites one line in a terminal, ending it when done', () => {
    const written: string[] = [];
    const report = progressReporter('the console', (text) => written.push(text), true);
    report(0.5, 'sealing');
    report(0.501, 'sealing');
    report(1, '');
    expect(written).toEqual([
      '\r\x1b[2KBuilding the console: 50% (sealing)',
      '\r\x1b[2KBuilding the console: 100%',
      '\n',
    ]);
  });
});

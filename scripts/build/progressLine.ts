import webpack from 'webpack';

type Write = (text: string) => void;

/**
 * A build's progress as one line: rewritten in place in a terminal, and a new line every tenth
 * otherwise (a log file, the test command), so a first `npm start` shows it is working rather
 * than staying silent for minutes. `name` tells the build's two compilations apart.
 */
export function progressReporter(name: string, write: Write, terminal: boolean) {
  let shownTenth = -1;
  let shownPercent = -1;
  return (fraction: number, message: string) => {
    const percent = Math.floor(fraction * 100);
    if (terminal) {
      if (percent === shownPercent) return;
      shownPercent = percent;
      write(`\r\x1b[2KBuilding ${name}: ${percent}%${message ? ` (${message})` : ''}`);
      if (fraction >= 1) write('\n');
      return;
    }
    const tenth = Math.floor(percent / 10);
    if (tenth === shownTenth) return;
    shownTenth = tenth;
    write(`Building ${name}: ${tenth * 10}%\n`);
  };
}

/** The reporter as webpack's ProgressPlugin, when the build is asked for one (BUILD_PROGRESS=1). */
export function progressPlugins(name: string): webpack.ProgressPlugin[] {
  if (process.env.BUILD_PROGRESS !== '1') return [];
  const write: Write = (text) => void process.stderr.write(text);
  return [new webpack.ProgressPlugin(progressReporter(name, write, process.stderr.isTTY))];
}

/** With a progress line, webpack's summary keeps to errors and warnings, not every file it wrote. */
export const buildStats = (): 'errors-warnings' | 'normal' =>
  process.env.BUILD_PROGRESS === '1' ? 'errors-warnings' : 'normal';

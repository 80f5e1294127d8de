/** What an import has done so far. */
export interface ImportProgress {
  rows: number;
  /** XML bytes read (uncompressed). */
  bytes: number;
  /** The current document's size, when known. */
  totalBytes: number | null;
  elapsedSeconds: number;
}

export interface ProgressReporter {
  update(progress: ImportProgress): void;
  done(progress: ImportProgress): void;
}

const MEGABYTE = 1024 * 1024;

function describe({ rows, bytes, totalBytes, elapsedSeconds }: ImportProgress): string {
  const rate = elapsedSeconds > 0 ? Math.round(rows / elapsedSeconds) : 0;
  const read = totalBytes
    ? `${(bytes / MEGABYTE).toFixed(1)}/${(totalBytes / MEGABYTE).toFixed(1)} MB`
    : `${(bytes / MEGABYTE).toFixed(1)} MB`;
  return `${rows.toLocaleString('en-US')} rows, ${read} read, ${rate.toLocaleString('en-US')} rows/s`;
}

/** A bar redrawn in place (at most 5 times a second) on a terminal. */
export function terminalProgress(stream: NodeJS.WriteStream): ProgressReporter {
  let lastDraw = 0;
  const draw = (progress: ImportProgress) => {
    const width = 30;
    const fraction = progress.totalBytes ? Math.min(1, progress.bytes / progress.totalBytes) : null;
    const bar =
      fraction === null
        ? ''
        : `[${'#'.repeat(Math.round(fraction * width)).padEnd(width, '-')}] ${(fraction * 100).toFixed(0).padStart(3)}% `;
    stream.write(`\r\u001b[2K${bar}${describe(progress)}`);
  };
  return {
    update(progress) {
      const now = Date.now();
      if (now - lastDraw < 200) return;
      lastDraw = now;
      draw(progress);
    },
    done(progress) {
      draw(progress);
      stream.write('\n');
    },
  };
}

/** A plain line every `everyRows` rows (logs, CI, pipes). */
export function lineProgress(write: (line: string) => void, everyRows = 100_000): ProgressReporter {
  let nextLine = everyRows;
  return {
    update(progress) {
      if (progress.rows < nextLine) return;
      nextLine = (Math.floor(progress.rows / everyRows) + 1) * everyRows;
      write(`trademarks: ${describe(progress)}`);
    },
    done(progress) {
      write(`trademarks: done, ${describe(progress)}`);
    },
  };
}

export const silentProgress: ProgressReporter = { update: () => undefined, done: () => undefined };

/**
 * This process's memory sampled on a timer while something runs, to show whether it stays flat:
 * the baseline before, the peak during, and their difference, for RSS and the JS heap.
 */
export interface MemoryFigure {
  baselineBytes: number;
  peakBytes: number;
  growthBytes: number;
}

export interface MemoryReport {
  intervalMs: number;
  samples: number;
  rss: MemoryFigure;
  heapUsed: MemoryFigure;
}

const figure = (baseline: number, values: number[]): MemoryFigure => {
  const peak = Math.max(baseline, ...values);
  return { baselineBytes: baseline, peakBytes: peak, growthBytes: peak - baseline };
};

/** Runs `work` while sampling every `intervalMs`; answers its result and the memory report. */
export async function sampleMemoryDuring<T>(work: () => Promise<T>, intervalMs = 50): Promise<{ result: T; memory: MemoryReport }> {
  const baseline = process.memoryUsage();
  const rss: number[] = [];
  const heap: number[] = [];
  const sample = () => {
    const now = process.memoryUsage();
    rss.push(now.rss);
    heap.push(now.heapUsed);
  };
  const timer = setInterval(sample, intervalMs);
  try {
    const result = await work();
    sample();
    return {
      result,
      memory: { intervalMs, samples: rss.length, rss: figure(baseline.rss, rss), heapUsed: figure(baseline.heapUsed, heap) },
    };
  } finally {
    clearInterval(timer);
  }
}

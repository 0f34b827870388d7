import { calibrationLine, parseProcStat, stealPercentBetween } from './machine-calibration';

describe('machine calibration', () => {
  it('reads the total and stolen time from the first line of /proc/stat, guest time not counted twice', () => {
    const stat = 'cpu  100 5 50 800 10 1 4 30 25 0\ncpu0 50 2 25 400 5 0 2 15 12 0\nintr 12345\n';

    expect(parseProcStat(stat)).toEqual({ total: 100 + 5 + 50 + 800 + 10 + 1 + 4 + 30, steal: 30 });
  });

  it('gives no times for text without a cpu line or with a short one', () => {
    expect(parseProcStat('intr 1 2 3\n')).toBeNull();
    expect(parseProcStat('cpu  1 2 3\n')).toBeNull();
  });

  it('gives the stolen share of the time between two readings', () => {
    expect(stealPercentBetween({ total: 1000, steal: 10 }, { total: 1400, steal: 30 })).toBeCloseTo(5);
    expect(stealPercentBetween({ total: 1000, steal: 10 }, { total: 1000, steal: 10 })).toBe(0);
  });

  it('prints the figures a reader compares, and says so when steal is unknown', () => {
    const line = calibrationLine({ cpuModel: 'AMD EPYC', cores: 2, javascriptMs: 412.4, loopbackRoundTripUs: 183.2, stealPercent: null, loadAverage: 0.31 });

    expect(line).toBe(
      'machine: AMD EPYC, 2 cores; fixed JavaScript work 412 ms (median of 3); loopback HTTP round trip 183 us (median of 2,000); CPU steal unknown; load average 0.3',
    );
  });
});

import { calibrationLine, stealPercentBetween } from './machine-calibration';
import { machineJiffiesOf } from './stall-watch';

describe('machine calibration', () => {
  it('reads the machine\'s busy, iowait, stolen and idle time from the cpu line of /proc/stat, guest time not counted twice', () => {
    const stat = 'cpu  100 5 50 800 10 1 4 30 25 0\ncpu0 50 2 25 400 5 0 2 15 12 0\nintr 12345\n';

    expect(machineJiffiesOf(stat)).toEqual({ busy: 100 + 5 + 50 + 1 + 4, iowait: 10, steal: 30, idle: 800 });
  });

  it('gives no times for text without a cpu line or with a short one', () => {
    expect(machineJiffiesOf('intr 1 2 3\n')).toBeNull();
    expect(machineJiffiesOf('cpu  1 2 3\n')).toBeNull();
  });

  it('gives the stolen share of the time between two readings', () => {
    const before = { busy: 500, iowait: 0, steal: 10, idle: 490 };

    expect(stealPercentBetween(before, { busy: 700, iowait: 0, steal: 30, idle: 670 })).toBeCloseTo(5);
    expect(stealPercentBetween(before, before)).toBe(0);
  });

  it('prints the figures a reader compares, and says so when steal is unknown', () => {
    const line = calibrationLine({ cpuModel: 'AMD EPYC', cores: 2, javascriptMs: 412.4, loopbackRoundTripUs: 183.2, stealPercent: null, loadAverage: 0.31 });

    expect(line).toBe(
      'machine: AMD EPYC, 2 cores; fixed JavaScript work 412 ms (median of 3); loopback HTTP round trip 183 us (median of 2,000); CPU steal unknown; load average 0.3',
    );
  });
});

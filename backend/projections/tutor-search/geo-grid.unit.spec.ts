import { blockAt, blockOfCell, CELLS_PER_DEGREE, cellOf, cellsWithin, CoveredCell, distanceMiles, GeoPoint } from './geo-grid';

/** Points spread evenly over a box around `centre` (a fixed lattice, so the test is the same every run). */
function pointsAround(centre: GeoPoint, spanDegrees: number, steps: number): GeoPoint[] {
  const points: GeoPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      points.push({ latitude: centre.latitude - spanDegrees + (2 * spanDegrees * i) / steps, longitude: centre.longitude - spanDegrees + (2 * spanDegrees * j) / steps });
    }
  }
  return points;
}

/** The cells of a circle measured point by point with distanceMiles: each cell's centre, its point nearest the centre and its four corners. */
function cellsMeasuredOneByOne(centre: GeoPoint, radiusMiles: number, rows: [number, number], columns: [number, number]): CoveredCell[] {
  const cells: CoveredCell[] = [];
  for (let row = rows[0]; row <= rows[1]; row++) {
    const [south, north] = [row / CELLS_PER_DEGREE, (row + 1) / CELLS_PER_DEGREE];
    for (let column = columns[0]; column <= columns[1]; column++) {
      const [west, east] = [column / CELLS_PER_DEGREE, (column + 1) / CELLS_PER_DEGREE];
      const nearest = { latitude: Math.min(north, Math.max(south, centre.latitude)), longitude: Math.min(east, Math.max(west, centre.longitude)) };
      if (distanceMiles(centre, nearest) > radiusMiles + 0.01) continue;
      const corners = [south, north].flatMap((latitude) => [west, east].map((longitude) => distanceMiles(centre, { latitude, longitude })));
      const centreMiles = distanceMiles(centre, { latitude: (south + north) / 2, longitude: (west + east) / 2 });
      cells.push({ cell: `${row}_${column}`, row, column, centreMiles, inside: Math.max(...corners) <= radiusMiles - 0.01 });
    }
  }
  return cells;
}

describe('the search grid', () => {
  it('puts a point in the cell of its twentieth of a degree, rounding down on both axes', () => {
    expect(cellOf({ latitude: 30.27, longitude: -97.74 })).toBe('605_-1955');
    expect(cellOf({ latitude: 30.25, longitude: -97.75 })).toBe('605_-1955');
    expect(cellOf({ latitude: 30.2499, longitude: -97.7501 })).toBe('604_-1956');
  });

  it('groups cells in blocks of a quarter degree, rounding down on both axes', () => {
    expect(blockOfCell('605_-1955')).toBe('121_-391');
    expect(blockOfCell('609_-1951')).toBe('121_-391');
    expect(blockOfCell('604_-1956')).toBe('120_-392');
    expect(blockOfCell('-1_0')).toBe('-1_0');
  });

  it('measures great-circle distances in miles', () => {
    expect(distanceMiles({ latitude: 30.2713, longitude: -97.7426 }, { latitude: 30.1745, longitude: -97.6134 })).toBeCloseTo(10.21, 1);
    expect(distanceMiles({ latitude: 40.7484, longitude: -73.9967 }, { latitude: 34.0522, longitude: -118.2437 })).toBeCloseTo(2446, -1);
  });

  it.each<[string, GeoPoint]>([
    ['Austin', { latitude: 30.2713, longitude: -97.7426 }],
    ['Anchorage, far north', { latitude: 61.2181, longitude: -149.9003 }],
    ['a point on a cell corner', { latitude: 40.75, longitude: -74 }],
  ])('covers every point within 25 miles of %s, and a cell it calls inside holds only such points', (_label, centre) => {
    const cells = new Map(cellsWithin(centre, 25).map((cell) => [cell.cell, cell]));
    let within = 0;
    const uncovered: GeoPoint[] = [];
    const outsideButInside: GeoPoint[] = [];
    for (const point of pointsAround(centre, 1.2, 150)) {
      const distance = distanceMiles(centre, point);
      const cell = cells.get(cellOf(point));
      if (distance <= 25) within++;
      if (distance <= 25 && !cell) uncovered.push(point);
      if (cell?.inside && distance > 25) outsideButInside.push(point);
    }
    expect(uncovered).toEqual([]);
    expect(outsideButInside).toEqual([]);
    expect(within).toBeGreaterThan(1000);
    const inside = [...cells.values()].filter((cell) => cell.inside);
    expect(inside.length).toBeGreaterThan(cells.size / 2);
  });

  it.each<[string, GeoPoint, number]>([
    ['Austin', { latitude: 30.2713, longitude: -97.7426 }, 25],
    ['Anchorage, far north', { latitude: 61.2181, longitude: -149.9003 }, 25],
    ['a point on a cell corner', { latitude: 40.75, longitude: -74 }, 25],
    ['south of the equator', { latitude: -33.8688, longitude: 151.2093 }, 10],
  ])('measures every cell around %s as distanceMiles measures its points, to the last digit', (_label, centre, radius) => {
    const cells = cellsWithin(centre, radius);
    const rows = [Math.min(...cells.map((cell) => cell.row)) - 2, Math.max(...cells.map((cell) => cell.row)) + 2] as [number, number];
    const columns = [Math.min(...cells.map((cell) => cell.column)) - 2, Math.max(...cells.map((cell) => cell.column)) + 2] as [number, number];
    expect(cells).toEqual(cellsMeasuredOneByOne(centre, radius, rows, columns));
    expect(cells.every((cell) => cell.cell === `${cell.row}_${cell.column}` && blockAt(cell.row, cell.column) === blockOfCell(cell.cell))).toBe(true);
  });

  it('gives each cell the distance of its centre', () => {
    const centre = { latitude: 30.2713, longitude: -97.7426 };
    const own = cellsWithin(centre, 25).find((cell) => cell.cell === cellOf(centre));
    expect(own?.centreMiles).toBeLessThan(3);
    expect(own?.inside).toBe(true);
  });
});

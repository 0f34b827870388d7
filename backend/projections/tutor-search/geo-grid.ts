import { distanceInMiles, EARTH_RADIUS_MILES } from '../../domain/catalog/zip-directory';

/**
 * The fixed latitude/longitude grid local search is keyed by. A tutor's location falls in one
 * cell; a search looks up the cells a radius covers and knows, for each cell, whether every point
 * in it is within the radius (its tutors need no distance check), only some are (each tutor's
 * exact distance decides), or none is (skipped).
 *
 * Cells are 0.05 degrees on a side (about 3.5 miles north-south, 2.5 to 3 miles east-west in the
 * contiguous US): small enough that only a thin ring at the edge of a 25-mile circle needs exact
 * distances, large enough that a circle covers a few hundred cells.
 */

export const CELLS_PER_DEGREE = 20;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The id of the cell holding a point: `<row>_<column>`, e.g. `814_-1480`. */
export function cellOf(point: GeoPoint): string {
  return `${Math.floor(point.latitude * CELLS_PER_DEGREE)}_${Math.floor(point.longitude * CELLS_PER_DEGREE)}`;
}

/**
 * Cells are grouped in blocks of 5 x 5 (a quarter degree on a side) for the local-cells read model:
 * a 25-mile circle touches about 16 blocks, and a block's document says which of its cells have
 * tutors. Small blocks keep each document, copied on every count update, small (1-degree blocks
 * made the search about 40 % dearer).
 */
export const CELLS_PER_BLOCK_SIDE = 5;

/** The block holding a cell (an id from cellOf): `<row>_<column>` of the block, e.g. `162_-296`. */
export function blockOfCell(cell: string): string {
  const separator = cell.indexOf('_');
  return blockAt(Number(cell.slice(0, separator)), Number(cell.slice(separator + 1)));
}

/** Great-circle distance in miles: the catalog's own measure, so ZIP radii and tutor distances agree. */
export const distanceMiles: (a: GeoPoint, b: GeoPoint) => number = distanceInMiles;

export interface CoveredCell {
  cell: string;
  /** The cell's row and column, as in its id (`<row>_<column>`). */
  row: number;
  column: number;
  /** Distance from the centre of the search to the centre of the cell, in miles. */
  centreMiles: number;
  /** True when every point of the cell is within the radius. */
  inside: boolean;
}

/** The block holding the cell at a row and column (blockOfCell without reading an id). */
export function blockAt(row: number, column: number): string {
  return `${Math.floor(row / CELLS_PER_BLOCK_SIDE)}_${Math.floor(column / CELLS_PER_BLOCK_SIDE)}`;
}

/** Tolerance for the corner and edge approximations below, in miles (far above their error). */
const EPSILON_MILES = 0.01;
const RADIANS = Math.PI / 180;

/** The haversine's term of a latitude or longitude difference, as distanceMiles works it out. */
function halfAngleTerm(fromDegrees: number, toDegrees: number): number {
  return Math.sin(((toDegrees - fromDegrees) * RADIANS) / 2) ** 2;
}

/**
 * The cells a circle touches, each with the distance of its centre and whether it lies wholly
 * inside. The farthest point of a small cell from the centre is one of its corners; the nearest
 * is the centre clamped into the cell (exact along meridians, within metres along parallels).
 *
 * Every distance is distanceMiles from the centre, its terms worked out once per row and per
 * column of the grid rather than once per point: a 25-mile circle is some 250 cells, and a local
 * search asks for the circle of each ZIP code it has not seen yet.
 */
export function cellsWithin(centre: GeoPoint, radiusMiles: number): CoveredCell[] {
  const latSpan = radiusMiles / (EARTH_RADIUS_MILES * (Math.PI / 180)) + 1 / CELLS_PER_DEGREE;
  const farthestLat = Math.min(89.9, Math.abs(centre.latitude) + latSpan);
  const lngSpan = Math.min(180, latSpan / Math.cos((farthestLat * Math.PI) / 180));
  const rowFrom = Math.floor((centre.latitude - latSpan) * CELLS_PER_DEGREE);
  const rowTo = Math.floor((centre.latitude + latSpan) * CELLS_PER_DEGREE);
  const columnFrom = Math.floor((centre.longitude - lngSpan) * CELLS_PER_DEGREE);
  const columnTo = Math.floor((centre.longitude + lngSpan) * CELLS_PER_DEGREE);
  const cosCentre = Math.cos(centre.latitude * RADIANS);
  // A point's haversine term is latTerm + cosCentre * cos(latitude) * lngTerm: per latitude, the
  // first and cosCentre * cos(latitude); per longitude, the last.
  const latitudeTerms = (latitude: number) => ({ term: halfAngleTerm(centre.latitude, latitude), weight: cosCentre * Math.cos(latitude * RADIANS) });
  const miles = (latitude: { term: number; weight: number }, lngTerm: number) => 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(latitude.term + latitude.weight * lngTerm)));
  // Per column: its west edge (the east edge is the next column's west), the centre's longitude clamped into it, and its middle.
  const columns = columnTo - columnFrom + 1;
  const edgeLng = new Float64Array(columns + 1);
  const nearestLng = new Float64Array(columns);
  const middleLng = new Float64Array(columns);
  for (let j = 0; j <= columns; j++) edgeLng[j] = halfAngleTerm(centre.longitude, (columnFrom + j) / CELLS_PER_DEGREE);
  for (let j = 0; j < columns; j++) {
    const west = (columnFrom + j) / CELLS_PER_DEGREE;
    const east = (columnFrom + j + 1) / CELLS_PER_DEGREE;
    nearestLng[j] = halfAngleTerm(centre.longitude, Math.min(east, Math.max(west, centre.longitude)));
    middleLng[j] = halfAngleTerm(centre.longitude, (west + east) / 2);
  }
  const cells: CoveredCell[] = [];
  let southEdge = latitudeTerms(rowFrom / CELLS_PER_DEGREE);
  for (let row = rowFrom; row <= rowTo; row++) {
    const south = row / CELLS_PER_DEGREE;
    const north = (row + 1) / CELLS_PER_DEGREE;
    const northEdge = latitudeTerms(north);
    const nearestLat = latitudeTerms(Math.min(north, Math.max(south, centre.latitude)));
    const middleLat = latitudeTerms((south + north) / 2);
    for (let j = 0; j < columns; j++) {
      if (miles(nearestLat, nearestLng[j]) > radiusMiles + EPSILON_MILES) continue;
      const farthest = Math.max(miles(southEdge, edgeLng[j]), miles(southEdge, edgeLng[j + 1]), miles(northEdge, edgeLng[j]), miles(northEdge, edgeLng[j + 1]));
      const column = columnFrom + j;
      cells.push({ cell: `${row}_${column}`, row, column, centreMiles: miles(middleLat, middleLng[j]), inside: farthest <= radiusMiles - EPSILON_MILES });
    }
    southEdge = northEdge;
  }
  return cells;
}

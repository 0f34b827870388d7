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
  const row = Number(cell.slice(0, separator));
  const column = Number(cell.slice(separator + 1));
  return `${Math.floor(row / CELLS_PER_BLOCK_SIDE)}_${Math.floor(column / CELLS_PER_BLOCK_SIDE)}`;
}

/** Great-circle distance in miles: the catalog's own measure, so ZIP radii and tutor distances agree. */
export const distanceMiles: (a: GeoPoint, b: GeoPoint) => number = distanceInMiles;

export interface CoveredCell {
  cell: string;
  /** Distance from the centre of the search to the centre of the cell, in miles. */
  centreMiles: number;
  /** True when every point of the cell is within the radius. */
  inside: boolean;
}

/** Tolerance for the corner and edge approximations below, in miles (far above their error). */
const EPSILON_MILES = 0.01;

/**
 * The cells a circle touches, each with the distance of its centre and whether it lies wholly
 * inside. The farthest point of a small cell from the centre is one of its corners; the nearest
 * is the centre clamped into the cell (exact along meridians, within metres along parallels).
 */
export function cellsWithin(centre: GeoPoint, radiusMiles: number): CoveredCell[] {
  const latSpan = radiusMiles / (EARTH_RADIUS_MILES * (Math.PI / 180)) + 1 / CELLS_PER_DEGREE;
  const farthestLat = Math.min(89.9, Math.abs(centre.latitude) + latSpan);
  const lngSpan = Math.min(180, latSpan / Math.cos((farthestLat * Math.PI) / 180));
  const rowFrom = Math.floor((centre.latitude - latSpan) * CELLS_PER_DEGREE);
  const rowTo = Math.floor((centre.latitude + latSpan) * CELLS_PER_DEGREE);
  const columnFrom = Math.floor((centre.longitude - lngSpan) * CELLS_PER_DEGREE);
  const columnTo = Math.floor((centre.longitude + lngSpan) * CELLS_PER_DEGREE);
  const cells: CoveredCell[] = [];
  for (let row = rowFrom; row <= rowTo; row++) {
    const south = row / CELLS_PER_DEGREE;
    const north = (row + 1) / CELLS_PER_DEGREE;
    for (let column = columnFrom; column <= columnTo; column++) {
      const west = column / CELLS_PER_DEGREE;
      const east = (column + 1) / CELLS_PER_DEGREE;
      const nearest = {
        latitude: Math.min(north, Math.max(south, centre.latitude)),
        longitude: Math.min(east, Math.max(west, centre.longitude)),
      };
      if (distanceMiles(centre, nearest) > radiusMiles + EPSILON_MILES) continue;
      const farthest = Math.max(
        distanceMiles(centre, { latitude: south, longitude: west }),
        distanceMiles(centre, { latitude: south, longitude: east }),
        distanceMiles(centre, { latitude: north, longitude: west }),
        distanceMiles(centre, { latitude: north, longitude: east }),
      );
      cells.push({
        cell: `${row}_${column}`,
        centreMiles: distanceMiles(centre, { latitude: (south + north) / 2, longitude: (west + east) / 2 }),
        inside: farthest <= radiusMiles - EPSILON_MILES,
      });
    }
  }
  return cells;
}

import { Injectable } from '@nestjs/common';
import { blockAt, CELLS_PER_BLOCK_SIDE, cellsWithin, distanceMiles, GeoPoint } from '../../../projections/tutor-search/geo-grid';
import { localKey } from '../../../projections/tutor-search/search-keys';
import { localCellsId } from '../../../projections/tutor-search/tutor-search.projection';
import { LeastRecentlyUsed } from '../../support/least-recently-used';

/** Local search finds in-person tutors within this many miles of the ZIP code (spec section 4). */
export const LOCAL_RADIUS_MILES = 25;
/** Local results are ranked by distance band within each course-match group: up to 5, 10 and 25 miles. */
export const DISTANCE_BAND_EDGES_MILES = [5, 10, LOCAL_RADIUS_MILES] as const;

export interface Place extends GeoPoint {
  zip: string;
  city: string;
  state: string;
}

/**
 * The grid cells around a ZIP code's centre that local search reads. A tutor's distance band is
 * that of the centre of their grid cell (cells are about 3 miles across), so a band's tutors are
 * whole cells and can be counted and walked from the index; each tutor's own distance is exact.
 */
export interface LocalArea {
  readonly place: Place;
  /** Cells wholly within the radius, by distance band. */
  readonly insideCellsByBand: readonly (readonly string[])[];
  /** Cells partly within the radius: their tutors' exact distance decides. */
  readonly edgeCells: readonly string[];
  /**
   * Each cell's band and whether it is an edge cell, found with one lookup: its band for a cell
   * wholly within the radius (an index into insideCellsByBand), EDGE_SLOTS_FROM + its band for an
   * edge cell (see bandOfSlot).
   */
  readonly slotOfCell: ReadonlyMap<string, number>;
  /** Every cell of the area (inside and edge), by block (geo-grid.ts). */
  readonly cellsByBlock: ReadonlyMap<string, readonly string[]>;
}

/** The slotOfCell of an edge cell is at least this: past the inside cells' bands. */
export const EDGE_SLOTS_FROM = DISTANCE_BAND_EDGES_MILES.length;

/** The distance band of a cell from its slotOfCell. */
export function bandOfSlot(slot: number): number {
  return slot >= EDGE_SLOTS_FROM ? slot - EDGE_SLOTS_FROM : slot;
}

export function distanceBandOf(miles: number): number {
  for (let band = 0; band < DISTANCE_BAND_EDGES_MILES.length; band++) if (miles <= DISTANCE_BAND_EDGES_MILES[band]) return band;
  return DISTANCE_BAND_EDGES_MILES.length - 1;
}

/** Whether a point is within the local radius of the area's centre. */
export function isWithinRadius(area: LocalArea, point: GeoPoint): boolean {
  return distanceMiles(area.place, point) <= LOCAL_RADIUS_MILES;
}

/** The search keys of an area's cells for some courses: `l:<cell>:<course>` for each cell and course. */
export interface AreaKeys {
  readonly insideByBand: readonly string[][];
  readonly edge: string[];
}

/**
 * The local area of each ZIP code, worked out once: pure geometry, the same for every search near
 * that ZIP code; and the search keys of cells per course, interned.
 */
@Injectable()
export class LocalAreas {
  private readonly areas = new LeastRecentlyUsed<LocalArea>(4096);
  /**
   * One string per cell and course, whatever the area: a string keeps its hash once computed, so
   * the read store finds an interned key's bucket without hashing it again, and areas near one
   * another share most of their keys.
   */
  private readonly localKeys = new Map<string, Map<string, string>>();
  private localKeyCount = 0;
  /** Per area kept (and let go with it), per course: the ids of its blocks' local-cells documents. */
  private readonly localCellsIds = new WeakMap<LocalArea, Map<string, readonly string[]>>();

  of(place: Place): LocalArea {
    return this.areas.get(place.zip, () => localAreaOf(place));
  }

  /**
   * The search keys of the area's cells for some courses, only of the cells that have tutors of
   * the course (`occupied`, per course key: see occupiedCells, which may name cells outside the
   * area): the others' buckets are empty. Each occupied cell is placed with one lookup, rather
   * than every cell of the area (a few hundred) tested against the occupied ones.
   */
  keysFor(area: LocalArea, courseKeys: readonly string[], occupied: ReadonlyMap<string, readonly string[]>): AreaKeys {
    const insideByBand: string[][] = area.insideCellsByBand.map(() => []);
    const edge: string[] = [];
    for (const courseKey of courseKeys) {
      const keys = this.localKeysOf(courseKey);
      for (const cell of occupied.get(courseKey) ?? []) {
        const slot = area.slotOfCell.get(cell);
        if (slot === undefined) continue;
        (slot >= EDGE_SLOTS_FROM ? edge : insideByBand[slot]).push(this.localKeyOf(keys, cell, courseKey));
      }
    }
    return { insideByBand, edge };
  }

  /**
   * The ids of the local-cells documents of the area's blocks for a course (localCellsId), made
   * once per area and course: as for the keys, the read store then finds them without hashing them again.
   */
  localCellsIdsOf(area: LocalArea, courseKey: string): readonly string[] {
    let ofArea = this.localCellsIds.get(area);
    if (ofArea === undefined) this.localCellsIds.set(area, (ofArea = new Map()));
    let ids = ofArea.get(courseKey);
    if (ids === undefined) ofArea.set(courseKey, (ids = Array.from(area.cellsByBlock.keys(), (block) => localCellsId(courseKey, block))));
    return ids;
  }

  private localKeysOf(courseKey: string): Map<string, string> {
    let ofCourse = this.localKeys.get(courseKey);
    if (ofCourse === undefined) this.localKeys.set(courseKey, (ofCourse = new Map()));
    return ofCourse;
  }

  private localKeyOf(ofCourse: Map<string, string>, cell: string, courseKey: string): string {
    let key = ofCourse.get(cell);
    if (key === undefined) {
      if (++this.localKeyCount > LOCAL_KEYS_INTERNED) {
        // Every course's map is emptied in place, so maps already handed out stay the ones kept.
        for (const keys of this.localKeys.values()) keys.clear();
        this.localKeyCount = 1;
      }
      ofCourse.set(cell, (key = localKey(cell, courseKey)));
    }
    return key;
  }
}

/** Bounds the interned keys (about 70 bytes each): past this many, start again. */
const LOCAL_KEYS_INTERNED = 400_000;

export function localAreaOf(place: Place): LocalArea {
  const insideCellsByBand: string[][] = DISTANCE_BAND_EDGES_MILES.map(() => []);
  const edgeCells: string[] = [];
  const slotOfCell = new Map<string, number>();
  const cellsByBlock = new Map<string, string[]>();
  // The cells come row by row: the blocks of the current row of blocks, by their column (a number
  // is found without hashing a string), so each block's id is made once.
  let blockRow = NaN;
  const rowBlocks = new Map<number, string[]>();
  for (const { cell, row, column, centreMiles, inside } of cellsWithin(place, LOCAL_RADIUS_MILES)) {
    const band = distanceBandOf(centreMiles);
    slotOfCell.set(cell, inside ? band : EDGE_SLOTS_FROM + band);
    if (inside) insideCellsByBand[band].push(cell);
    else edgeCells.push(cell);
    if (Math.floor(row / CELLS_PER_BLOCK_SIDE) !== blockRow) {
      blockRow = Math.floor(row / CELLS_PER_BLOCK_SIDE);
      rowBlocks.clear();
    }
    const blockColumn = Math.floor(column / CELLS_PER_BLOCK_SIDE);
    const ofBlock = rowBlocks.get(blockColumn);
    if (ofBlock) ofBlock.push(cell);
    else {
      const cells = [cell];
      rowBlocks.set(blockColumn, cells);
      cellsByBlock.set(blockAt(row, column), cells);
    }
  }
  return { place, insideCellsByBand, edgeCells, slotOfCell, cellsByBlock };
}

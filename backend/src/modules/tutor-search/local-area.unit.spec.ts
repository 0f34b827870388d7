import { cellOf } from '../../../projections/tutor-search/geo-grid';
import { localKey } from '../../../projections/tutor-search/search-keys';
import { bandOfSlot, EDGE_SLOTS_FROM, LocalAreas, localAreaOf } from './local-area';

describe('LocalAreas.keysFor', () => {
  const area = localAreaOf({ zip: '10001', city: 'New York', state: 'NY', latitude: 40.7506, longitude: -73.9972 });
  const centre = cellOf(area.place);
  const outer = area.insideCellsByBand[2][0];
  const edge = area.edgeCells[0];
  const boston = cellOf({ latitude: 42.36, longitude: -71.06 });

  it('places each cell of the area once: inside cells by their band, the others at the edge', () => {
    const slots = [...area.slotOfCell.values()];
    expect(slots.filter((slot) => slot >= EDGE_SLOTS_FROM)).toHaveLength(area.edgeCells.length);
    expect(bandOfSlot(area.slotOfCell.get(edge) as number)).toBe(2);
    area.insideCellsByBand.forEach((cells, band) => expect(slots.filter((slot) => slot === band)).toHaveLength(cells.length));
    expect(area.slotOfCell.get(centre)).toBe(0);
    expect(area.slotOfCell.has(boston)).toBe(false);
  });

  it("gives each occupied cell's key to its band or the edge, and leaves out cells outside the area", () => {
    const occupied = new Map([
      ['algebra-1', [boston, edge, centre]],
      ['subject-math', [outer]],
    ]);
    const keys = new LocalAreas().keysFor(area, ['algebra-1', 'subject-math'], occupied);
    expect(keys.insideByBand).toEqual([[localKey(centre, 'algebra-1')], [], [localKey(outer, 'subject-math')]]);
    expect(keys.edge).toEqual([localKey(edge, 'algebra-1')]);
  });

  it('asks only for the courses named, and has no keys where no cell is occupied', () => {
    const occupied = new Map([['algebra-1', [centre]]]);
    expect(new LocalAreas().keysFor(area, ['subject-math'], occupied)).toEqual({ insideByBand: [[], [], []], edge: [] });
  });
});

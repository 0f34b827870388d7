import { Injectable } from '@nestjs/common';
import { GradeLevel } from '../../../../../domain/catalog/catalog.vocabulary';
import { Collection, Filter } from '../../../../../platform/readstore/read-store.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { cellOf, distanceMiles } from '../../../../../projections/tutor-search/geo-grid';
import { gradeKey, onlineKey, teachesKey } from '../../../../../projections/tutor-search/search-keys';
import { TutorCard } from '../../../../../projections/tutor-search/tutor-card';
import { BY_RANK, findTutorCards, occupiedCells, tutorSearchCollection, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';
import { CatalogService } from '../../../catalog/catalog.service';
import { AreaKeys, bandOfSlot, isWithinRadius, LocalArea, LocalAreas, Place } from '../../local-area';
import { PAGE_SIZE, pageNumberOf, pageOffset } from '../../search-paging';
import { SearchedCourse, SearchedCourses } from '../../searched-course';

export interface RankedTutor {
  tutor: TutorCard;
  /** Miles from the searched ZIP code, for local results. */
  distanceMiles: number | null;
}

export interface TutorSearchPage {
  localTutors: RankedTutor[];
  onlineTutors: RankedTutor[];
  localTutorCount: number;
  onlineTutorCount: number;
  course: string;
  locationDescription: string | null;
}

export interface SearchTutorsByCourseInput {
  input: string;
  localPageNumber: number;
  onlinePageNumber: number;
  zip: string | null;
  studentGradeLevel: GradeLevel | null;
}

type Tutors = Collection<TutorSearchDocument>;

/** A tutor found by the index: enough to order, page and place them, not yet the whole profile. */
interface Hit {
  _id: string;
  rank: number;
}

/** Local tutors of one course-match group within one distance band. */
interface Block {
  /** The band's cells that lie wholly within the radius, as a filter; null when there are none. */
  insideFilter: Filter | null;
  /** How many tutors the inside filter matches. */
  insideCount: number;
  /** Tutors of the band's edge cells who are within the radius, best-ranked first. */
  edgeHits: Hit[];
}

interface LocalResult {
  ids: string[];
  count: number;
  /** Local tutors who also teach the course online: not counted again among the online ones. */
  alsoOnline: number;
}

/**
 * searchTutorsByCourse (spec section 4). Every step is an index lookup: the local-cells documents
 * name the cells of the circle that have tutors of the course, counts come from those cells'
 * search-index buckets, pages from walking them best-ranked first and stopping after the page,
 * and only tutors in the grid cells at the very edge of the radius are read one by one (their
 * location alone) to check their exact distance. The page's tutors are read once, at the end.
 */
@Injectable()
export class SearchTutorsByCourseHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly courses: SearchedCourses,
    private readonly catalog: CatalogService,
    private readonly areas: LocalAreas,
  ) {}

  execute(input: SearchTutorsByCourseInput): Promise<TutorSearchPage> {
    const course = this.courses.resolve(input.input);
    if (!course) return Promise.resolve({ localTutors: [], onlineTutors: [], localTutorCount: 0, onlineTutorCount: 0, course: '', locationDescription: null });
    const place = this.placeOf(input.zip);
    const localPage = place && input.localPageNumber >= 1 ? pageNumberOf(input.localPageNumber) : null;
    const onlinePage = pageNumberOf(input.onlinePageNumber);
    return this.search(course, place, localPage, onlinePage, input.studentGradeLevel);
  }

  private async search(
    course: SearchedCourse,
    place: Place | null,
    localPage: number | null,
    onlinePage: number,
    grade: GradeLevel | null,
  ): Promise<TutorSearchPage> {
    const tutors = tutorSearchCollection(this.readModels);
    const area = place && localPage !== null ? this.areas.of(place) : null;
    const local = area && localPage !== null ? await localTutors(tutors, area, await this.areaKeysOf(area, course), course, grade, localPage) : null;
    const withOnlinePage = !local || local.ids.length < PAGE_SIZE;
    const online = await onlineTutors(tutors, area, course, grade, onlinePage, withOnlinePage, local?.alsoOnline ?? 0);

    const cards = new Map((await findTutorCards(this.readModels, [...(local?.ids ?? []), ...online.ids])).map((tutor) => [tutor._id, tutor]));
    const ranked = (ids: readonly string[], near: Place | null): RankedTutor[] =>
      ids.flatMap((id) => {
        const tutor = cards.get(id);
        if (!tutor) return [];
        return [{ tutor: tutor.card, distanceMiles: near && tutor.location ? distanceMiles(near, tutor.location) : null }];
      });
    return {
      localTutors: ranked(local?.ids ?? [], place),
      onlineTutors: ranked(online.ids, null),
      localTutorCount: local?.count ?? 0,
      onlineTutorCount: online.count,
      course: course.name,
      locationDescription: area ? `${area.place.city}, ${area.place.state}` : null,
    };
  }

  /** The area's keys for the course, then for its core subjects: only of cells that have tutors of them. */
  private async areaKeysOf(area: LocalArea, course: SearchedCourse): Promise<AreaKeys[]> {
    const groups = [[course.key], ...(course.coreSubjectKeys.length > 0 ? [course.coreSubjectKeys] : [])];
    const occupied = new Map<string, string[]>();
    for (const courseKey of groups.flat()) occupied.set(courseKey, await occupiedCells(this.readModels, this.areas.localCellsIdsOf(area, courseKey)));
    return groups.map((courseKeys) => this.areas.keysFor(area, courseKeys, occupied));
  }

  /** The ZIP code's place when it is a known 5-digit ZIP code (zip+4 is cut to 5 digits). */
  private placeOf(zip: string | null): Place | null {
    const zip5 = zip?.trim().slice(0, 5) ?? '';
    if (!/^\d{5}$/.test(zip5)) return null;
    return this.catalog.lookupZip(zip5);
  }
}

/**
 * The local page: tutors who teach the course in person, then (when the course has core subjects)
 * those who teach its core subject but not the course; within each, by distance band, then rank.
 */
async function localTutors(
  tutors: Tutors,
  area: LocalArea,
  keysByGroup: readonly AreaKeys[],
  course: SearchedCourse,
  grade: GradeLevel | null,
  pageNumber: number,
): Promise<LocalResult> {
  const groups = keysByGroup.map((keys, groupIndex) => ({ keys, exclude: groupIndex === 0 ? null : teachesKey(course.key) }));
  const blocks: Block[] = [];
  let count = 0;
  let alsoOnline = 0;
  for (const [groupIndex, group] of groups.entries()) {
    const filterOf = (keys: string[]): Filter => ({
      searchKeys: group.exclude ? { $in: keys, $ne: group.exclude } : { $in: keys },
      ...(grade ? { $and: [{ searchKeys: gradeKey(grade) }] } : {}),
    });
    const keys = group.keys;

    const edgeHitsByBand: Hit[][] = keys.insideByBand.map(() => []);
    if (keys.edge.length > 0) {
      const edge = await tutors.find(filterOf(keys.edge), { projection: { rank: 1, location: 1, sessionPreference: 1 }, readOnly: true });
      for (const tutor of edge) {
        if (!tutor.location || !isWithinRadius(area, tutor.location)) continue;
        const slot = area.slotOfCell.get(cellOf(tutor.location));
        edgeHitsByBand[slot === undefined ? edgeHitsByBand.length - 1 : bandOfSlot(slot)].push(tutor);
        count++;
        if (groupIndex === 0 && tutor.sessionPreference !== 'in-person') alsoOnline++;
      }
    }
    // Band by band (a tutor is in one cell, so in one band): the walk below reuses each band's key
    // list, and the store finds that list's buckets again without looking each key up.
    for (const [band, insideKeys] of keys.insideByBand.entries()) {
      const insideFilter = insideKeys.length > 0 ? filterOf(insideKeys) : null;
      const insideCount = insideFilter ? await tutors.count(insideFilter) : 0;
      blocks.push({ insideFilter, insideCount, edgeHits: edgeHitsByBand[band].sort(byRank) });
      if (!insideFilter) continue;
      count += insideCount;
      // Teaching the course online at the grade asked for implies teaching it locally at that grade.
      if (groupIndex === 0) alsoOnline += await tutors.count({ searchKeys: { $in: insideKeys }, $and: [{ searchKeys: onlineKey(course.key, grade) }] });
    }
  }

  // Blocks in order, their sizes known from the counts: only the blocks of the page are read, and
  // only as far as the page.
  const ids: string[] = [];
  let offset = pageOffset(pageNumber);
  for (const block of blocks) {
    if (ids.length >= PAGE_SIZE) break;
    const size = block.insideCount + block.edgeHits.length;
    if (offset >= size) {
      offset -= size;
      continue;
    }
    const wanted = offset + PAGE_SIZE - ids.length;
    const inside = block.insideFilter && block.insideCount > 0 ? ((await tutors.find(block.insideFilter, { sort: BY_RANK, limit: wanted, projection: { rank: 1 }, readOnly: true })) as Hit[]) : [];
    ids.push(...mergeByRank(inside, block.edgeHits, wanted).slice(offset).map((hit) => hit._id));
    offset = 0;
  }
  return { ids, count, alsoOnline };
}

/**
 * The online page: tutors who teach the course online, best-ranked first, leaving out the local
 * result set (in-person tutors within the radius) when a local search applies. The count is the
 * online total less the local tutors who also teach online.
 */
async function onlineTutors(
  tutors: Tutors,
  area: LocalArea | null,
  course: SearchedCourse,
  grade: GradeLevel | null,
  pageNumber: number,
  withPage: boolean,
  alsoLocal: number,
): Promise<{ ids: string[]; count: number }> {
  const filter = { searchKeys: onlineKey(course.key, grade) };
  const count = (await tutors.count(filter)) - alsoLocal;
  if (!withPage) return { ids: [], count };
  const wanted = pageOffset(pageNumber) + PAGE_SIZE;
  if (!area) {
    const page = await tutors.find(filter, { sort: BY_RANK, skip: pageOffset(pageNumber), limit: PAGE_SIZE, projection: { _id: 1 }, readOnly: true });
    return { ids: page.map((tutor) => tutor._id), count };
  }
  const isLocal = (tutor: Pick<TutorSearchDocument, 'sessionPreference' | 'location'>) =>
    tutor.sessionPreference !== 'online' && tutor.location !== null && tutor.location !== undefined && isWithinRadius(area, tutor.location);
  const found: string[] = [];
  let read = 0;
  for (let batch = wanted + PAGE_SIZE; found.length < wanted; batch *= 2) {
    const next = await tutors.find(filter, { sort: BY_RANK, skip: read, limit: batch, projection: { location: 1, sessionPreference: 1 }, readOnly: true });
    for (const tutor of next) if (!isLocal(tutor)) found.push(tutor._id);
    read += next.length;
    if (next.length < batch) break;
  }
  return { ids: found.slice(pageOffset(pageNumber), wanted), count };
}

function byRank(a: Hit, b: Hit): number {
  return b.rank - a.rank || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** The first `limit` of two lists ordered by rank, in that order. */
function mergeByRank(a: readonly Hit[], b: readonly Hit[], limit: number): Hit[] {
  const merged: Hit[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < limit && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && byRank(a[i], b[j]) <= 0)) merged.push(a[i++]);
    else merged.push(b[j++]);
  }
  return merged;
}

import { CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { Gazetteer } from '../gazetteer/gazetteer';

/** The offline data every plan reads: loaded once per process, on first use. */
export interface PlannerData {
  gazetteer: Gazetteer;
  places: CuratedPlacesCatalog;
}

let shared: PlannerData | undefined;

export function loadPlannerData(): PlannerData {
  shared ??= { gazetteer: Gazetteer.loadDefault(), places: CuratedPlacesCatalog.loadDefault() };
  return shared;
}

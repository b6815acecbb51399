import { CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { Gazetteer } from '../gazetteer/gazetteer';
import { MainRoadNetwork } from '../route/main-road-network';

/** The offline data every plan reads: loaded once per process, on first use. */
export interface PlannerData {
  gazetteer: Gazetteer;
  places: CuratedPlacesCatalog;
  /** The main roads the fastest offline line keeps to. */
  mainRoads: MainRoadNetwork;
}

let shared: PlannerData | undefined;

export function loadPlannerData(): PlannerData {
  shared ??= {
    gazetteer: Gazetteer.loadDefault(),
    places: CuratedPlacesCatalog.loadDefault(),
    mainRoads: MainRoadNetwork.loadDefault(),
  };
  return shared;
}

export { sendJson, startFakeServer } from './fake-http.server';
export type { FakeServer, RecordedRequest } from './fake-http.server';
export { placePhotoName, startFakePlacesApi } from './fake-places-api';
export type { FakePlacesApi, PlacesAnswer } from './fake-places-api';
export { planInput, TODAY } from './plan-input.fixture';

import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer } from './fake-http.server';
import type { FakeServer, RecordedRequest } from './fake-http.server';

export type PlacesAnswer = (request: RecordedRequest, res: ServerResponse) => void;

export interface FakePlacesApi extends FakeServer {
  /** Answers the next requests differently: a failing or silent Google. */
  answerWith(answer: PlacesAnswer): void;
}

/**
 * Places (New) as Google runs it, on loopback: Text Search answers with what
 * `placesFor(textQuery)` gives (an empty object when nothing matches), a photo's media with a
 * 302 to the image bytes, and a request without the right API key with Google's 403.
 */
export async function startFakePlacesApi(
  apiKey: string,
  photo: { bytes: Buffer; contentType: string },
  placesFor: (textQuery: string) => Record<string, unknown>[],
): Promise<FakePlacesApi> {
  const google: PlacesAnswer = (request, res) => {
    if (request.url.startsWith('/photo-bytes/')) {
      res.writeHead(200, {
        'content-type': photo.contentType,
        'content-length': photo.bytes.length,
      });
      return void res.end(photo.bytes);
    }
    if (request.headers['x-goog-api-key'] !== apiKey) {
      return sendJson(res, 403, {
        error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' },
      });
    }
    if (request.method === 'POST' && request.url === '/v1/places:searchText') {
      const { textQuery } = JSON.parse(request.body) as { textQuery: string };
      const found = placesFor(textQuery);
      return sendJson(res, 200, found.length ? { places: found } : {});
    }
    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/?]+)\/media\?maxWidthPx=(\d+)$/.exec(
      request.url,
    );
    if (request.method === 'GET' && media) {
      res.writeHead(302, { location: `/photo-bytes/${media[2]}` });
      return void res.end();
    }
    sendJson(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  };
  let answer = google;
  const server = await startFakeServer((request, res) => answer(request, res));
  return { ...server, answerWith: (next) => void (answer = next) };
}

/** A photo resource name in the shape Places (New) gives, for the place `placeId`. */
export function placePhotoName(placeId: string): string {
  return `places/${placeId}/photos/AUc7tXVJ2L9T-mIi0w1bcG9J5nFZbY_jJBfXyPb0`;
}

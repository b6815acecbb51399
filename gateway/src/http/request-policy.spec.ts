import { refusalOf, RequestPolicyMessages, type RequestFacts } from './request-policy';

const SITE = 'https://roadbook.example.com';
const json = { 'content-type': 'application/json', 'content-length': '2' };

function decide(facts: Partial<RequestFacts>) {
  return refusalOf({ method: 'POST', route: '/api/auth/login', headers: {}, ...facts }, SITE);
}

const crossSite = { statusCode: 403, message: RequestPolicyMessages.crossSite };

describe('refusalOf: where a state-changing request comes from', () => {
  it('lets this site through, by Origin or by Sec-Fetch-Site', () => {
    expect(decide({ headers: { ...json, origin: SITE } })).toBeNull();
    expect(decide({ headers: { ...json, 'sec-fetch-site': 'same-origin' } })).toBeNull();
    expect(
      decide({
        headers: { ...json, origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
      }),
    ).toBeNull();
  });

  it('lets requests through that no browser sent (no Origin, no Sec-Fetch-Site)', () => {
    expect(decide({ headers: json })).toBeNull();
  });

  it('refuses another origin, even a sibling subdomain', () => {
    expect(decide({ headers: { ...json, origin: 'https://evil.example' } })).toEqual(crossSite);
    expect(decide({ headers: { ...json, origin: 'null' } })).toEqual(crossSite);
    expect(decide({ headers: { ...json, 'sec-fetch-site': 'cross-site' } })).toEqual(crossSite);
    expect(decide({ headers: { ...json, 'sec-fetch-site': 'same-site' } })).toEqual(crossSite);
    expect(decide({ headers: { ...json, origin: SITE, 'sec-fetch-site': 'cross-site' } })).toEqual(
      crossSite,
    );
  });

  it('refuses body-less and DELETE requests from elsewhere too', () => {
    const headers = { origin: 'https://evil.example' };
    expect(decide({ route: '/api/trips/:id/share', headers })).toEqual(crossSite);
    expect(decide({ method: 'DELETE', route: '/api/auth/profile', headers })).toEqual(crossSite);
  });

  it('refuses them from elsewhere whatever they are routed to, or when nothing is', () => {
    const headers = { origin: 'https://evil.example', ...json };
    for (const route of ['/admin/queues/api/queues/:queueName/add', '/*', undefined]) {
      expect(decide({ route, headers })).toEqual(crossSite);
    }
    expect(decide({ method: 'PROPFIND', route: undefined, headers })).toEqual(crossSite);
  });

  it('leaves reads alone', () => {
    const headers = { origin: 'https://evil.example', 'content-type': 'text/plain' };
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(decide({ method, route: '/api/trips/:id', headers })).toBeNull();
    }
  });
});

describe('refusalOf: what a body may be', () => {
  it('takes JSON, with or without parameters', () => {
    expect(
      decide({
        headers: { 'content-type': 'Application/JSON; charset=utf-8', 'content-length': '9' },
      }),
    ).toBeNull();
  });

  it('refuses text, forms and multipart outside the upload route with 415', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      expect(decide({ headers: { 'content-type': type, 'content-length': '9' } })).toEqual({
        statusCode: 415,
        message: RequestPolicyMessages.jsonOnly,
      });
    }
    expect(decide({ headers: { 'transfer-encoding': 'chunked' } })).toMatchObject({
      statusCode: 415,
    });
  });

  it('takes only multipart on the upload routes', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '99' };
    for (const route of ['/api/upload/image', '/api/auth/profile/picture']) {
      expect(decide({ route, headers: multipart })).toBeNull();
      expect(decide({ route, headers: json })).toEqual({
        statusCode: 415,
        message: RequestPolicyMessages.multipartOnly,
      });
    }
  });

  it('needs no content type when there is no body', () => {
    expect(decide({ route: '/api/auth/logout', headers: {} })).toBeNull();
    expect(decide({ route: '/api/auth/logout', headers: { 'content-length': '0' } })).toBeNull();
  });
});

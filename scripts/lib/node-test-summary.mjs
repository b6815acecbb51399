// A reporter for Node's own test runner (`node --test --test-reporter=<this file>`) that writes
// the counts `npm test` adds up, in the shape of jest's and vitest's JSON reports.

/** @param {AsyncIterable<{ type: string, data: { details?: { type?: string } } }>} events */
export default async function* summary(events) {
  let numPassedTests = 0;
  let numFailedTests = 0;
  for await (const { type, data } of events) {
    // A describe block is reported like a test; only the tests in it count.
    if (data.details?.type === 'suite') continue;
    if (type === 'test:pass') numPassedTests += 1;
    if (type === 'test:fail') numFailedTests += 1;
  }
  yield `${JSON.stringify({ numPassedTests, numFailedTests })}\n`;
}

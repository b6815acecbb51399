import { firstSentence } from './first-sentence';

describe('firstSentence', () => {
  it('takes the overview up to its first full stop, and at most 240 characters', () => {
    expect(firstSentence('Red rock. High passes.')).toBe('Red rock.');
    expect(firstSentence('Where now? Utah.')).toBe('Where now?');
    expect(firstSentence('No stop at all')).toBe('No stop at all');
    expect(firstSentence('a'.repeat(300))).toHaveLength(240);
  });
});

/** The overview's first sentence: the description a trip without one is listed with. */
export function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](\s|$)/.exec(text)?.[0] ?? text;
  return sentence.trim().slice(0, 240);
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withReadPropertiesOnly } from './emotion-rules';

describe('withReadPropertiesOnly', () => {
  it('keeps what decides whether a thing is shown, in its media query', () => {
    expect(withReadPropertiesOnly('.css-1{display:flex;color:red;pointer-events:none;}')).toBe(
      '.css-1{display:flex;pointer-events:none;}',
    );
    expect(withReadPropertiesOnly('@media (min-width:600px){.css-2{display:none;margin:0;}}')).toBe(
      '@media (min-width:600px){.css-2{display:none;}}',
    );
    expect(withReadPropertiesOnly('.css-3:hover{visibility:hidden;font-weight:700;}')).toBe(
      '.css-3:hover{visibility:hidden;font-weight:700;}',
    );
  });

  it('writes nothing of a rule that has none of them, or of an animation', () => {
    expect(withReadPropertiesOnly('.css-4{color:red;padding:8px;}')).toBe('');
    expect(withReadPropertiesOnly('@media (min-width:900px){.css-5{margin:0;}}')).toBe('');
    expect(withReadPropertiesOnly('@keyframes spin{0%{opacity:0;}100%{opacity:1;}}')).toBe('');
  });
});

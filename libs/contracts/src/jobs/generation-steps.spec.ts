import { GenerationSteps, generationStepFor } from './job-names';

describe('generationStepFor', () => {
  it('names the furthest step the progress has reached', () => {
    expect(generationStepFor(0)).toBe(GenerationSteps.waiting.label);
    expect(generationStepFor(GenerationSteps.planning.from)).toBe(GenerationSteps.planning.label);
    expect(generationStepFor(79)).toBe(GenerationSteps.planning.label);
    expect(generationStepFor(GenerationSteps.saving.from)).toBe(GenerationSteps.saving.label);
    expect(generationStepFor(100)).toBe('Done');
  });

  it('takes anything below the first step as waiting', () => {
    expect(generationStepFor(-1)).toBe('Waiting for a planner');
  });
});

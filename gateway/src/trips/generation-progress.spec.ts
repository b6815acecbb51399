import {
  GenerationSteps,
  SystemEvents,
  type GenerationProgress,
  type Trip,
} from '@roadbook/contracts';
import { Logger } from '@nestjs/common';
import {
  EventBus,
  ServiceCallError,
  ServiceUnavailableError,
  type JobQueue,
  type QueueEnv,
} from '@roadbook/platform';
import { RecordingService } from '@roadbook/platform/testing';
import {
  GenerationProgressFeed,
  jobProgress,
  progressFailureMessage,
  ProgressMessages,
} from './generation-progress';

const caller = { userId: 7 };

describe('GenerationProgressFeed', () => {
  // Local mode's bus: in-process, so a publish reaches the feed directly.
  const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  const jobs = { getJob: () => Promise.resolve({ progress: 10 }) } as unknown as JobQueue;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A feed over a trips service that answers every read with `trip`. */
  function feedReading(trip: Partial<Trip>) {
    const trips = new RecordingService(() => trip);
    return { trips, feed: new GenerationProgressFeed(trips.asClient(), jobs, events) };
  }

  /** Follows a trip: what it reported so far, and the stream's end. */
  function following(feed: GenerationProgressFeed, tripId: number, current?: Trip) {
    const seen: GenerationProgress[] = [];
    const done = new Promise<void>((resolve) =>
      feed
        .follow(tripId, caller, current)
        .subscribe({ next: (p) => seen.push(p), complete: resolve }),
    );
    return { seen, done };
  }

  it('pushes the ready trip when its settled event comes, without a re-check or a read', async () => {
    const { trips, feed } = feedReading({
      id: 5,
      version: 1,
      generationStatus: 'generating',
    });
    const { seen, done } = following(feed, 5);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([
      {
        tripId: 5,
        version: 1,
        status: 'generating',
        progress: 10,
        step: 'Finding places, roads and overnight towns',
      },
    ]);

    await events.publish(SystemEvents.generationSettled, {
      tripId: 5,
      version: 1,
      status: 'ready',
    });
    await done;
    expect(seen.at(-1)).toEqual({
      tripId: 5,
      version: 1,
      status: 'ready',
      progress: 100,
      step: 'Done',
    });
    // The event carried the outcome: the trip was read once, when the stream opened.
    expect(trips.calls).toHaveLength(1);
    feed.onModuleDestroy();
  });

  it('pushes a failure with its reason from the event', async () => {
    const { trips, feed } = feedReading({
      id: 5,
      version: 2,
      generationStatus: 'generating',
    });
    const { seen, done } = following(feed, 5);
    await jest.advanceTimersByTimeAsync(0);
    await events.publish(SystemEvents.generationSettled, {
      tripId: 5,
      version: 2,
      status: 'failed',
      error: "We couldn't find 'Atlantis'.",
    });
    await done;
    expect(seen.at(-1)).toEqual({
      tripId: 5,
      version: 2,
      status: 'failed',
      progress: 100,
      step: 'Failed',
      error: "We couldn't find 'Atlantis'.",
    });
    expect(trips.calls).toHaveLength(1);
    feed.onModuleDestroy();
  });

  it('reports a trip read as settled (an event missed) the same way', async () => {
    const { feed } = feedReading({
      id: 5,
      version: 3,
      generationStatus: 'failed',
      generationError: 'No road reaches Honolulu.',
    });
    const { seen, done } = following(feed, 5);
    await done;
    expect(seen).toEqual([
      {
        tripId: 5,
        version: 3,
        status: 'failed',
        progress: 100,
        step: 'Failed',
        error: 'No road reaches Honolulu.',
      },
    ]);
    feed.onModuleDestroy();
  });

  it('pushes an outcome heard between the access read and the stream, without waiting', async () => {
    const { trips, feed } = feedReading({
      id: 9,
      version: 2,
      generationStatus: 'generating',
    });
    // The access check read the trip as generating; the event came before the stream began.
    const read = { id: 9, version: 2, generationStatus: 'generating' } as Trip;
    await events.publish(SystemEvents.generationSettled, {
      tripId: 9,
      version: 2,
      status: 'ready',
    });
    const { seen, done } = following(feed, 9, read);
    await done;
    expect(seen).toEqual([{ tripId: 9, version: 2, status: 'ready', progress: 100, step: 'Done' }]);
    expect(trips.calls).toHaveLength(0);
    feed.onModuleDestroy();
  });

  it('does not take an older version’s outcome for the version being made', async () => {
    const { feed } = feedReading({
      id: 10,
      version: 3,
      generationStatus: 'generating',
    });
    await events.publish(SystemEvents.generationSettled, {
      tripId: 10,
      version: 2,
      status: 'ready',
    });
    const seen: GenerationProgress[] = [];
    const subscription = feed
      .follow(10, caller, { id: 10, version: 3, generationStatus: 'generating' } as Trip)
      .subscribe({ next: (p) => seen.push(p) });
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.map((p) => [p.version, p.status])).toEqual([[3, 'generating']]);
    subscription.unsubscribe();
    feed.onModuleDestroy();
  });

  it("ignores other trips' events and starts from the trip it is given", async () => {
    const { trips, feed } = feedReading({
      id: 5,
      version: 1,
      generationStatus: 'generating',
    });
    const subscription = feed
      .follow(5, caller, { id: 5, version: 1, generationStatus: 'generating' } as Trip)
      .subscribe();
    await jest.advanceTimersByTimeAsync(0);
    expect(trips.calls).toHaveLength(0);

    await events.publish(SystemEvents.generationSettled, {
      tripId: 6,
      version: 1,
      status: 'ready',
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(trips.calls).toHaveLength(0);
    subscription.unsubscribe();
    feed.onModuleDestroy();
  });
});

describe('jobProgress', () => {
  it("is the worker's last report, else planning once a worker took the job, else waiting", () => {
    expect(jobProgress({ progress: 80, processedOn: 1 })).toBe(GenerationSteps.saving.from);
    expect(jobProgress({ progress: 0, processedOn: 1 })).toBe(GenerationSteps.planning.from);
    expect(jobProgress({ progress: 0, processedOn: undefined })).toBe(GenerationSteps.waiting.from);
    // A job already gone (completed and removed) reports nothing; the trip read says the rest.
    expect(jobProgress(undefined)).toBe(GenerationSteps.waiting.from);
  });
});

describe('progressFailureMessage', () => {
  it('says "Trip not found" only when the trips service refuses this caller', () => {
    for (const code of ['invalid-input', 'forbidden', 'not-found'] as const)
      expect(progressFailureMessage(new ServiceCallError({ code, message: 'no' }))).toBe(
        ProgressMessages.notFound,
      );
  });

  it('says progress is unavailable for a service failure or a lost call, never its text', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      for (const error of [
        new ServiceCallError({ code: 'unexpected', message: 'relation "trips" does not exist' }),
        new ServiceUnavailableError('trips', new Error('timed out')),
      ])
        expect(progressFailureMessage(error)).toBe(ProgressMessages.unavailable);
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});

import { Injectable } from '@nestjs/common';
import { SystemEvents } from '@roadbook/contracts';
import { EventBus } from '@roadbook/platform';

/** Whether a post is published before and after a change. */
export interface PublishedBeforeAndAfter {
  before: boolean;
  after: boolean;
}

/**
 * Says when what visitors see of the blog has changed, so every gateway drops the public pages it
 * keeps (`blog.published.changed`). A draft's edits say nothing: admins writing never empty the
 * public caches.
 */
@Injectable()
export class PublishedPostChanges {
  constructor(private readonly events: EventBus) {}

  /** After a change to post `postId`, when it was published before the change or is after it. */
  async announce(postId: number, published: PublishedBeforeAndAfter): Promise<void> {
    if (!published.before && !published.after) return;
    await this.events.publish(SystemEvents.publishedPostChanged, { postId });
  }
}

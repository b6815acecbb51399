import type { BlogPostSummary } from '@roadbook/contracts';
import { BlogMessages } from '@roadbook/contracts/browser';
import { useState } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteBlogPostMutation, useSetBlogPostPublishedMutation } from '../api/blog.api';

type PostRef = Pick<BlogPostSummary, 'id' | 'title' | 'status'>;

/**
 * What an admin does to a post from the list or its page: publish or unpublish it, and delete
 * it after confirming. Each reports its outcome as a toast; `busyId` is the post being changed.
 */
export function usePostAdminActions() {
  const { toast } = useToast();
  const [setPublished] = useSetBlogPostPublishedMutation();
  const [deletePost] = useDeleteBlogPostMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PostRef | null>(null);

  const withBusy = async (id: number, work: () => Promise<void>) => {
    setBusyId(id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const togglePublished = (post: PostRef) =>
    withBusy(post.id, async () => {
      const publish = post.status !== 'published';
      try {
        await setPublished({ id: post.id, publish }).unwrap();
        toast({ title: publish ? BlogMessages.published : BlogMessages.unpublished });
      } catch {
        toast({ title: BlogMessages.statusFailed, variant: 'destructive' });
      }
    });

  /** Deletes the post waiting for confirmation; resolves to whether it is gone. */
  const confirmDelete = async (): Promise<boolean> => {
    const post = pendingDelete;
    if (!post) return false;
    setPendingDelete(null);
    let deleted = false;
    await withBusy(post.id, async () => {
      try {
        await deletePost(post.id).unwrap();
        toast({ title: BlogMessages.deleted });
        deleted = true;
      } catch {
        toast({ title: BlogMessages.deleteFailed, variant: 'destructive' });
      }
    });
    return deleted;
  };

  return {
    busyId,
    togglePublished,
    /** The post whose deletion waits for the admin's confirmation, if any. */
    pendingDelete,
    requestDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}

import { AnalyticsPatterns } from '../analytics/analytics.patterns';
import { AuthPatterns } from '../auth/auth.patterns';
import { BlogPatterns } from '../blog/blog.patterns';
import { MediaPatterns } from '../media/media.patterns';
import { TripsPatterns } from '../trips/trips.patterns';
import { HealthPatterns } from './message-patterns';
import type { RpcPattern, RpcResponse } from './service-rpc';
import { UserDataPatterns } from './user-data.patterns';

/**
 * Deletes sent again when their replica goes quiet, each with the answer its deletion gives. The
 * replica lost with the call may have deleted the row, so the call sent again may find nothing:
 * its not-found refusal then stands for the deletion done, and the caller gets this answer. Only
 * for a call sent again: a delete that finds nothing the first time is refused as ever. (One whose
 * row never existed, and whose replica was lost before it could say so, is answered as done: the
 * row is not there either way.) What the row was is gone with it, so the answer says it may have
 * been public: the caller's gateway drops its public pages, as for any public row deleted.
 */
export const DELETES_DONE_WHEN_GONE: { readonly [P in RpcPattern]?: RpcResponse<P> } = {
  [TripsPatterns.delete]: { ok: true, wasFeatured: true },
  [BlogPatterns.delete]: { ok: true, wasPublished: true },
};

/**
 * The calls a caller may send again when the replica that took one stops answering (killed,
 * frozen): they only read, are idempotent by design, or carry a key that makes them once (a
 * plan, a Modify, an admin's edit, a sign-up, a new post, a reset or e-mail change asked for, a
 * batch of analytics counts), so doing one twice, even twice at once, changes nothing; and the
 * deletes of DELETES_DONE_WHEN_GONE. A call left out is sent once: a write whose replica died may
 * have been done. An upload over NATS's payload limit is sent once whatever its pattern
 * (libs/platform/src/transport/nats-transport.ts).
 */
export const RETRIABLE_PATTERNS: ReadonlySet<string> = new Set<RpcPattern>([
  // Reads.
  ...Object.values(HealthPatterns),
  AuthPatterns.resolveSession,
  AuthPatterns.listUserNames,
  TripsPatterns.replans,
  TripsPatterns.get,
  TripsPatterns.listByUser,
  TripsPatterns.listFeatured,
  TripsPatterns.getBySlug,
  TripsPatterns.getItinerary,
  TripsPatterns.getShared,
  TripsPatterns.getItineraryVersion,
  TripsPatterns.suggestPlaces,
  TripsPatterns.export,
  TripsPatterns.listCards,
  TripsPatterns.search,
  TripsPatterns.listRelated,
  TripsPatterns.adminGet,
  TripsPatterns.adminList,
  BlogPatterns.list,
  BlogPatterns.getBySlug,
  BlogPatterns.get,
  BlogPatterns.search,
  BlogPatterns.listRelatedToTrip,
  MediaPatterns.getObject,
  AnalyticsPatterns.report,
  // Writes made once per key: a plan, a Modify or an admin's edit by its submission's key, a
  // sign-up, a new post, a reset or an e-mail change asked for by the key the gateway gives each
  // request (the mail is one job by that key), a batch of analytics counts by the id the gateway
  // gives it, a featured trip seeded by its slug (found, its itinerary queued again by the
  // version's job id). A sign-in sent again issues a session of its own: one the lost replica
  // may have issued was never handed to anyone.
  TripsPatterns.create,
  TripsPatterns.update,
  TripsPatterns.adminUpdate,
  AuthPatterns.register,
  AuthPatterns.login,
  AuthPatterns.forgotPassword,
  AuthPatterns.requestEmailChange,
  BlogPatterns.create,
  AnalyticsPatterns.record,
  TripsPatterns.seedFeatured,
  // Named by their content: an image stored again is the same object and row (one per owner), a
  // picture drawn or optimised again the same object under the same key.
  MediaPatterns.upload,
  MediaPatterns.importImage,
  MediaPatterns.optimize,
  MediaPatterns.renderStaticMap,
  // Writes idempotent by design: the same columns set again (a trip saved, shared, featured or
  // its link withdrawn, a username or picture, a post published or unpublished; a share link set
  // only over the one read, so two at once keep one; a first publication stamped by the
  // database, once; a post's edit applied again over its locked row, finding its slug and first
  // publication in place), a session ended again (answering that none was, which the gateway
  // takes as done), a password changed again (finding the new one already there), a reset or an
  // e-mail change link used again (finding the receipt its first use left), an account deleted
  // again (finding it gone), or, for the workers: a link's token issued again for its mail job
  // (replacing one lost with the replica, which was never mailed), a mail marked sent again, and
  // results (delivered at least once anyway) stored only once and only while that version is
  // the trip's own.
  AuthPatterns.revokeSession,
  AuthPatterns.changePassword,
  AuthPatterns.resetPassword,
  AuthPatterns.confirmEmailChange,
  AuthPatterns.deleteUser,
  AuthPatterns.issueResetToken,
  AuthPatterns.confirmResetMailed,
  AuthPatterns.issueEmailChangeToken,
  AuthPatterns.confirmEmailChangeMailed,
  AuthPatterns.updateUsername,
  AuthPatterns.setPicture,
  TripsPatterns.save,
  TripsPatterns.share,
  TripsPatterns.feature,
  TripsPatterns.unshare,
  TripsPatterns.completeGeneration,
  TripsPatterns.failGeneration,
  TripsPatterns.addThumbnails,
  BlogPatterns.update,
  BlogPatterns.publish,
  BlogPatterns.unpublish,
  UserDataPatterns.purgeTrips,
  UserDataPatterns.purgeUploads,
  // Deletes, whose not-found once sent again means done.
  ...(Object.keys(DELETES_DONE_WHEN_GONE) as RpcPattern[]),
]);

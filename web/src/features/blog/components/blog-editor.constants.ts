/** The writing area is at least this tall, so a new post does not start as a single line. */
export const BLOG_EDITOR_MIN_HEIGHT = 300;

/** Trip search needs at least this many characters, so one or two letters list nothing. */
export const TRIP_SEARCH_MIN_LENGTH = 3;

// The review import's own request size: a review export is larger than a form post.
export const REVIEW_IMPORT_PATH = "/admin/reviews/import";
export const REVIEW_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Service requests (docs/requirements.md §18): what a resident may ask the
 * association to fix, the statuses a request moves through and who may move it, the comments and
 * the rating. Shared by the API (docs/api.md, "Service requests") and the web app's screens.
 */
import { z } from 'zod';
import { RequestMessages as RM } from './messages';
import { freeText, optionalLine, requiredLine, requiredText } from './validation';

export const REQUEST_STATUSES = ['submitted', 'inProgress', 'deferred', 'completed', 'declined', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  submitted: 'Submitted',
  inProgress: 'In progress',
  deferred: 'Deferred',
  completed: 'Completed',
  declined: 'Declined',
  closed: 'Closed',
};

/** Still waiting for the association: the count in the Admin menu. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['submitted', 'inProgress', 'deferred'];

/** In the order staff lists show them: the most pressing first. */
export const REQUEST_URGENCIES = ['emergency', 'urgent', 'normal'] as const;
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number];

export const REQUEST_URGENCY_LABELS: Record<RequestUrgency, string> = { emergency: 'Emergency', urgent: 'Urgent', normal: 'Normal' };

/** Where the work is: the requester's own unit, or a common area they name. */
export const REQUEST_LOCATIONS = ['unit', 'commonArea'] as const;
export type RequestLocation = (typeof REQUEST_LOCATIONS)[number];

/** The demo list of categories; administrators keep the real one in the admin panel. */
export const DEMO_REQUEST_CATEGORIES = ['Plumbing', 'Electrical', 'Heating', 'Common areas', 'Noise', 'Parking', 'Other'] as const;

export const MAX_REQUEST_PHOTOS = 5;
export const MAX_REQUEST_COMMENT = 2000;
export const MAX_REQUEST_DESCRIPTION = 4000;
/** A completed request may be reopened by its requester this long after completion. */
export const REOPEN_DAYS = 14;

/** Who moves a request: staff (directors, administrators, verified property managers) or its requester. */
export type RequestActor = 'staff' | 'requester';

/**
 * Every allowed status change; anything else is refused (409). The requester's only change is the
 * reopening of a completed request, within REOPEN_DAYS of its completion.
 */
export const REQUEST_TRANSITIONS: readonly { from: RequestStatus; to: RequestStatus; by: RequestActor }[] = [
  { from: 'submitted', to: 'inProgress', by: 'staff' },
  { from: 'submitted', to: 'deferred', by: 'staff' },
  { from: 'submitted', to: 'declined', by: 'staff' },
  { from: 'inProgress', to: 'completed', by: 'staff' },
  { from: 'inProgress', to: 'deferred', by: 'staff' },
  { from: 'inProgress', to: 'declined', by: 'staff' },
  { from: 'deferred', to: 'inProgress', by: 'staff' },
  { from: 'deferred', to: 'declined', by: 'staff' },
  { from: 'completed', to: 'closed', by: 'staff' },
  { from: 'declined', to: 'closed', by: 'staff' },
  { from: 'completed', to: 'submitted', by: 'requester' },
];

export const mayMoveRequest = (from: RequestStatus, to: RequestStatus, by: RequestActor) =>
  REQUEST_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);

/** Whether a request completed at `completedAt` may still be reopened at `now` (ms). */
export const withinReopenWindow = (completedAt: string | null, now: number) =>
  completedAt !== null && now - new Date(completedAt).getTime() <= REOPEN_DAYS * 24 * 60 * 60 * 1000;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** POST /api/requests. */
export const newRequestSchema = z
  .object({
    categoryId: id(RM.categoryInvalid),
    title: requiredLine('Title', RM.titleRequired, 150),
    description: requiredText(RM.descriptionRequired, MAX_REQUEST_DESCRIPTION),
    location: z.enum(REQUEST_LOCATIONS, { error: RM.locationInvalid }),
    commonArea: optionalLine('Common area', 150).optional(),
    urgency: z.enum(REQUEST_URGENCIES, { error: RM.urgencyInvalid }),
    entryPermitted: z.boolean({ error: RM.entryInvalid }),
    entryWindow: optionalLine('Entry window', 255).optional(),
  })
  .strict()
  .refine((r) => r.location !== 'commonArea' || Boolean(r.commonArea), { message: RM.commonAreaRequired, path: ['commonArea'] });
export type NewRequest = z.infer<typeof newRequestSchema>;

/**
 * PUT /api/requests/:id/status: `from` is the status the caller saw (a change made on what was
 * shown, never on what another change left: 409 otherwise); a declined request says why.
 */
export const requestStatusSchema = z
  .object({
    from: z.enum(REQUEST_STATUSES, { error: RM.fromInvalid }),
    status: z.enum(REQUEST_STATUSES, { error: RM.statusInvalid }),
    reason: freeText('Reason', 1000).optional(),
  })
  .strict()
  .refine((s) => s.status !== 'declined' || Boolean(s.reason), { message: RM.declineReasonRequired, path: ['reason'] });
export type RequestStatusChange = z.infer<typeof requestStatusSchema>;

/** POST /api/requests/:id/comments: `internal` (staff only) hides it from the requester. */
export const requestCommentSchema = z
  .object({ body: requiredText(RM.commentRequired, MAX_REQUEST_COMMENT), internal: z.boolean().optional() })
  .strict();
export type RequestCommentInput = z.infer<typeof requestCommentSchema>;

/** PUT /api/requests/:id/rating: after completion, by the requester. */
export const requestRatingSchema = z
  .object({
    rating: z.number({ error: RM.ratingInvalid }).int(RM.ratingInvalid).min(1, RM.ratingInvalid).max(5, RM.ratingInvalid),
    comment: freeText('Comment', MAX_REQUEST_COMMENT).optional(),
  })
  .strict();
export type RequestRating = z.infer<typeof requestRatingSchema>;

/** GET /api/requests query (staff filters; a resident's list is always their own). */
export const requestListQuerySchema = z
  .object({
    status: z.enum(REQUEST_STATUSES, { error: RM.statusInvalid }).optional(),
    categoryId: id(RM.categoryInvalid).optional(),
    urgency: z.enum(REQUEST_URGENCIES, { error: RM.urgencyInvalid }).optional(),
    /** Only requests filed at least this many days ago. */
    olderThanDays: z.coerce.number({ error: RM.ageInvalid }).int(RM.ageInvalid).min(0, RM.ageInvalid).max(3650, RM.ageInvalid).optional(),
  })
  .strict();
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export interface RequestCategory {
  id: number;
  name: string;
}

export interface RequestComment {
  id: number;
  at: string;
  authorName: string;
  /** Whether the author is staff (the requester's own comments are not). */
  byStaff: boolean;
  internal: boolean;
  body: string;
  /** Set on the comment a status change adds to the thread: the new status. */
  statusChange: RequestStatus | null;
}

export interface ServiceRequestSummary {
  id: number;
  title: string;
  category: RequestCategory;
  urgency: RequestUrgency;
  status: RequestStatus;
  createdAt: string;
  requesterName: string;
  unitNumber: string | null;
  location: RequestLocation;
  commonArea: string | null;
}

export interface ServiceRequest extends ServiceRequestSummary {
  description: string;
  entryPermitted: boolean;
  entryWindow: string | null;
  declineReason: string | null;
  completedAt: string | null;
  reopenCount: number;
  rating: number | null;
  ratingComment: string | null;
  photos: string[];
  comments: RequestComment[];
  /** The property manager's after-hours phone, on an emergency request. */
  afterHoursPhone: string | null;
  /** Whether the caller is staff here (moves the status, writes internal comments). */
  viewerIsStaff: boolean;
}

/** GET /api/requests/count (staff). */
export interface OpenRequestCount {
  open: number;
}

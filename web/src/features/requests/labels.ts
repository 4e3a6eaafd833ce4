/**
 * Common's labels of a request's statuses and urgencies (REQUEST_STATUS_LABELS, REQUEST_URGENCY_LABELS), in the
 * reader's language, and the staff's button that moves a request to each status.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RequestStatus, RequestUrgency } from '@hearth/common';

const STATUS_WORDS: Record<RequestStatus, MessageDescriptor> = {
  submitted: msg`Submitted`,
  inProgress: msg`In progress`,
  deferred: msg`Deferred`,
  completed: msg`Completed`,
  declined: msg`Declined`,
  closed: msg({ message: 'Closed', context: 'service request status' }),
};

const MARK_WORDS: Record<RequestStatus, MessageDescriptor> = {
  submitted: msg`Mark submitted`,
  inProgress: msg`Mark in progress`,
  deferred: msg`Mark deferred`,
  completed: msg`Mark completed`,
  declined: msg`Mark declined`,
  closed: msg`Mark closed`,
};

const URGENCY_WORDS: Record<RequestUrgency, MessageDescriptor> = {
  emergency: msg`Emergency`,
  urgent: msg`Urgent`,
  normal: msg`Normal`,
};

export const statusLabel = (i18n: I18n, status: RequestStatus) => i18n._(STATUS_WORDS[status]);
export const markLabel = (i18n: I18n, status: RequestStatus) => i18n._(MARK_WORDS[status]);
export const urgencyLabel = (i18n: I18n, urgency: RequestUrgency) => i18n._(URGENCY_WORDS[urgency]);

/** Service requests (docs/requirements.md, "Service requests"). */
export const RequestMessages = {
  categoryInvalid: 'Choose a category from the list.',
  categoryNameRequired: 'Name is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  locationInvalid: 'Say where the work is: your unit or a common area.',
  commonAreaRequired: 'Name the common area.',
  urgencyInvalid: 'Urgency must be normal, urgent or emergency.',
  entryInvalid: 'Say whether staff may enter your unit.',
  statusInvalid: 'Status must be one of: submitted, inProgress, deferred, completed, declined, closed.',
  declineReasonRequired: 'Give the reason for declining the request.',
  commentRequired: 'The comment is empty.',
  ratingInvalid: 'The rating must be a whole number from 1 to 5.',
  ageInvalid: 'The age must be a number of days.',
  notFound: 'There is no such service request.',
  transitionRefused: (from: string, to: string) => `A request that is ${from} cannot be moved to ${to}.`,
  fromInvalid:
    'Say which status the request had when you chose the change (from: submitted, inProgress, deferred, completed, declined or closed).',
  changedMeanwhile: (now: string) => `This request was changed meanwhile: it is now ${now}. Look at it again before changing its status.`,
  reopenTooLate: (days: number) => `A completed request can be reopened only within ${days} days of its completion.`,
  internalStaffOnly: 'Only staff can write internal comments.',
  ratingNotYet: 'You can rate a request once it is completed.',
  ratingRequesterOnly: 'Only the resident who filed the request can rate it.',
  photoMissing: 'Choose a photo to add.',
  dataInvalid: 'Send the request as JSON in the field "data" (its photos in the field "file").',
  tooManyPhotos: (max: number) => `A request can have at most ${max} photos.`,
  photoNotFound: 'There is no such photo.',
  filed: 'Your request was sent to the association.',
  photosAdded: (count: number) => `${count === 1 ? 'The photo was' : `The ${count} photos were`} added to the request.`,
  photosClosed: 'Photos can be added only while the request is open.',
  // The e-mail notices' texts (the excerpt under the request's title).
  noticeNew: (urgency: string, category: string, where: string, description: string) =>
    `A new ${urgency.toLowerCase()} request (${category}, ${where}):\n\n${description}`,
  noticeStatus: (status: string, reason: string | null) =>
    `Your request is now ${status.toLowerCase()}.${reason ? `\n\nReason: ${reason}` : ''}`,
  noticeComment: (author: string, body: string) => `${author} wrote:\n\n${body}`,
  noticeReopened: (requester: string, count: number) =>
    `${requester} reopened the request (reopened ${count} time${count === 1 ? '' : 's'}).`,
  statusComment: (status: string) => `Status changed to ${status.toLowerCase()}.`,
  emergencyCall: (phone: string) => `For an emergency, call the property manager's after-hours line now: ${phone}.`,
} as const;

import { idempotent, route } from '../../../platform/routes';

/** Meetings, notices and consent to electronic notice (docs/api.md, "Meetings"; docs/requirements.md §21). */
export default {
  routes: [
    // Visitors see the notices; a recording's link only whom its records category admits (the roster's answer).
    route('GET', '/meetings', 'meeting.list', 'public-with-caller'),
    route('GET', '/meetings/calendar.ics', 'meeting.calendar', 'public'),
    route('GET', '/meetings/consent', 'meeting.consent', 'authenticated'),
    route('PUT', '/meetings/consent', 'meeting.saveConsent', 'authenticated'),
    route('DELETE', '/meetings/consent', 'meeting.withdrawConsent', 'authenticated'),
    route('POST', '/meetings/delivery-choice-requests', 'meeting.requestDeliveryChoices', 'superUser'),
    idempotent(route('POST', '/meetings', 'meeting.create', 'superUser')),
    route('GET', '/meetings/:id', 'meeting.detail', 'public-with-caller'),
    route('PUT', '/meetings/:id', 'meeting.edit', 'superUser'),
    route('POST', '/meetings/:id/postpone', 'meeting.postpone', 'superUser'),
    route('POST', '/meetings/:id/cancel', 'meeting.cancel', 'superUser'),
    route('GET', '/meetings/:id/paper-notices', 'meeting.signOffs', 'superUser'),
    route('POST', '/meetings/:id/paper-notices', 'meeting.signOff', 'superUser'),
    route('GET', '/meetings/:id/certificate.pdf', 'meeting.certificate', 'superUser'),
    route('PUT', '/meetings/:id/record', 'meeting.record', 'superUser'),
    // Draft minutes: the board's minutes readers only (administrators, directors who may read minutes), checked in the service.
    route('POST', '/meetings/:id/draft-minutes', 'meeting.addDraftMinutes', 'superUser'),
    route('POST', '/meetings/:id/minutes/approve', 'meeting.approveMinutes', 'superUser'),
    route('PUT', '/meetings/:id/votes', 'meeting.linkVotes', 'superUser'),
    route('GET', '/meetings/:id/deliveries', 'meeting.deliveries', 'superUser'),
    route('GET', '/meetings/:id/mailing-list.csv', 'meeting.mailingListCsv', 'superUser'),
    route('GET', '/meetings/:id/mailing-list.pdf', 'meeting.mailingListPdf', 'superUser'),
  ],
};
